import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { emptyPostgres, signInDemoMember, startAppServer } from './app-server'
import { signInThroughApi } from './bench-http'
import { insertSameSurnamePlayers } from './same-surname-players'

// The goal of decision 0067: with 8 scouts each exporting all 100,000 players at once and a 20 MB club sheet being imported,
// /api/health's p99 and a name search's p99 stay within 3× their idle values. The real server runs in its own
// process on PostgreSQL; this process asks health every 20 ms and a name search every 50 ms (one after another
// each), first for 20 s idle, then while the exports and the import run — from another process (heavy-load.ts), as
// the clients of a server are elsewhere. An export refused with 429 (the server writes a few at a time) waits its
// Retry-After and asks again, as a person would, until all 8 are written.
// Give another checkout as the first argument to measure it instead (the "before").
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_heavy [BENCH_LOAD=exports|import] node --import tsx bench/heavy-mixed.ts [appDir]

/** How long the answers are timed before the load starts. */
const IDLE_MS = 20_000

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_heavy'
const players = Number(process.env.BENCH_PLAYERS ?? 100_000)
const appDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const port = 4000 + (process.pid % 1000)
const base = `http://127.0.0.1:${port}`
const SCOUTS = 8
/** Which load runs: both (the goal's), or the exports or the import alone (to tell which one stalls the server). */
const load = process.env.BENCH_LOAD ?? 'both'

/** Asks `probe` one after another, `gapMs` apart, until `work` settles; latencies in ms. */
async function probeDuring(work: Promise<unknown>, probe: () => Promise<Response>, gapMs: number) {
  let finished = false
  void work.finally(() => {
    finished = true
  })
  const ms: number[] = []
  while (!finished) {
    const t0 = performance.now()
    // An answer that never came (fetch gives up after 300 s without headers) counts as the time waited.
    const ok = await probe().then(
      async (res) => {
        await res.arrayBuffer()
        return res.ok
      },
      () => false,
    )
    ms.push(performance.now() - t0)
    if (!ok) console.log(`a probe failed after ${(performance.now() - t0).toFixed(0)} ms`)
    await new Promise((r) => setTimeout(r, gapMs))
  }
  return ms
}

const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const line = (label: string, ms: number[]) =>
  `${label}: ×${ms.length} p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms, slowest ${quantile(ms, 1).toFixed(0)} ms`

/**
 * The exports and the import, run by bench/heavy-load.ts in a process of its own (its lines printed as they come):
 * in this one, its 8 downloads and the sheet's upload held the very event loop that times the probes.
 */
function heavyLoad(sessions: unknown): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'heavy-load.ts'), base, load],
    {
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  )
  child.stdin.end(JSON.stringify(sessions))
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the load ended with ${code}`)))),
  )
}

await emptyPostgres(url)
// BENCH_PROFILE_DIR: the server writes its main thread's CPU profile there on exit (bench/busy-stretches.ts reads it).
const profileDir = process.env.BENCH_PROFILE_DIR
const server = await startAppServer(
  port,
  { DATABASE_URL: url, NODE_ENV: 'development' },
  [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    // BENCH_GC_LOG: each garbage collection of the server's main thread, a line in that file (bench/gc-log.mjs).
    ...(process.env.BENCH_GC_LOG ? ['--import', path.join(import.meta.dirname, 'gc-log.mjs')] : []),
    // BENCH_SERVER_ARGS: more of Node's options for the server alone (an A/B of a V8 setting).
    ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
  appDir,
)
// A run that fails still stops the server it started.
process.on('uncaughtException', (error) => {
  console.error(error)
  server.kill('SIGTERM')
  process.exit(1)
})
try {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await insertSameSurnamePlayers(client, players)
  // Eight scouts with the demo scout's password (its hash copied): one export each.
  await client.query(`insert into accounts (uid, role, email, username, name, password_hash, confirmed_at)
    select gen_random_uuid(), 'scout', 'bench' || g || '@bench.example', 'bench-scout-' || g, 'Bench ' || g,
      password_hash, now()
    from accounts, generate_series(1, ${SCOUTS}) g where email = 'scout@example.com' and role = 'scout'`)
  await client.query('vacuum analyze')
  await client.end()

  const member = await signInDemoMember(base)
  const scouts = await Promise.all(
    Array.from({ length: SCOUTS }, (_, i) =>
      signInThroughApi(base, 'scout', `bench${i + 1}@bench.example`, 'football-demo-2026'),
    ),
  )
  const importer = await signInThroughApi(base, 'scout', 'scout@example.com', 'football-demo-2026')
  const health = () => fetch(`${base}/api/health`)
  let n = 0
  const search = () =>
    fetch(`${base}/api/community/search?q=${encodeURIComponent(`Player ${(n++ % 900) + 100} Mü`)}`, {
      headers: { cookie: member.cookie },
    })
  const both = (work: Promise<unknown>) =>
    Promise.all([probeDuring(work, health, 20), probeDuring(work, search, 50), work])

  // Warm: a few of each before the idle measure.
  for (let i = 0; i < 20; i++)
    await Promise.all([health().then((r) => r.arrayBuffer()), search().then((r) => r.arrayBuffer())])
  // 20 s: ~380 searches, so the idle p99 is the fourth slowest answer; 6 s (until 2026-11-29) gave ~114, and a p99
  // that was the second slowest moved each run's ratio by half (3.3× in one run, 1.4× in the next).
  const [idleHealth, idleSearch] = await both(new Promise((r) => setTimeout(r, IDLE_MS)))
  console.log(line('idle health', idleHealth))
  console.log(line('idle search', idleSearch))

  const loadBefore = os.loadavg()[0]!
  const work = heavyLoad({ scouts, importer })
  const [loadHealth, loadSearch] = await both(work)
  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after; ${execSync('uptime').toString().trim()}`,
  )
  // The server's peak resident memory (Linux): what the load cost it, beside how long it made others wait.
  const status = `/proc/${server.pid}/status`
  const peak = fs.existsSync(status)
    ? fs.readFileSync(status, 'utf8').match(/VmHWM:\s+(\d+) kB/)?.[1]
    : undefined
  if (peak) console.log(`server's peak memory ${(Number(peak) / 1024).toFixed(0)} MB`)
  console.log(line('idle health', idleHealth))
  console.log(line('loaded health', loadHealth))
  console.log(line('idle search', idleSearch))
  console.log(line('loaded search', loadSearch))
  console.log(
    `p99 ratios: health ${(quantile(loadHealth, 0.99) / quantile(idleHealth, 0.99)).toFixed(2)}×, search ${(quantile(loadSearch, 0.99) / quantile(idleSearch, 0.99)).toFixed(2)}×`,
  )
} finally {
  server.kill('SIGTERM')
}
