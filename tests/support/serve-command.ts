import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// The real server as the checkout's own `npm run serve` starts it (package.json), for the tests that start the real
// process and for the benches — each checkout of an A/B with its own flags (`--v8-pool-size=0` since decision
// 0073) — and what those flags should show in the running process.

/** What `npm run serve` gives `node`: its flags, tsx's loader and server/main.ts. */
export function serveArgs(appDir = process.cwd()): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).scripts ?? {}
  const words = String(scripts.serve ?? '').split(/\s+/)
  const node = words.indexOf('node')
  return node >= 0 ? words.slice(node + 1) : ['--import', 'tsx', 'server/main.ts']
}

/** The V8 helper threads a process started so runs: one fewer than the cores, at least one (decision 0073). */
export const servedV8Helpers = () => Math.max(1, os.availableParallelism() - 1)

/**
 * How many helper threads V8 runs for the process (named `V8Worker` on Linux by Node 22 and later); null where
 * threads are not named so.
 */
export function v8Helpers(pid: number): number | null {
  if (process.platform !== 'linux') return null
  const names = fs
    .readdirSync(`/proc/${pid}/task`)
    .map((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim())
  const helpers = names.filter((name) => name === 'V8Worker').length
  return helpers > 0 ? helpers : null
}
