// A worker thread's first module, in plain JavaScript: Node 20 does not apply the hooks of a worker's own
// `--import tsx` to its entry (".ts" is an unknown file extension there), so the thread registers tsx itself and
// then loads its TypeScript — the same on every Node and whether the server runs under tsx or under vitest.
import { register } from 'tsx/esm/api'

register()
await import('./heavy-worker.ts')
