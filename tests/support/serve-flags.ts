import fs from 'node:fs'
import path from 'node:path'

// Node's flags as the checkout's own `npm run serve` starts the server with them (package.json): the words between
// `node` and `--import tsx` — `--v8-pool-size=0` since decision 0073. The tests that start the real process and the
// benches start it so, each checkout of an A/B with its own flags; and how many V8 helpers a process then runs.

export function serveFlags(appDir = process.cwd()): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).scripts ?? {}
  const words = String(scripts.serve ?? '').split(/\s+/)
  const from = words.indexOf('node')
  const to = words.indexOf('--import')
  return from >= 0 && to > from ? words.slice(from + 1, to) : []
}

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
