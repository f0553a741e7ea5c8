import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { emptyPostgres, signInDemoMember, startAppServer } from './app-server'
import { signInThroughApi } from './bench-http'
import { insertSameSurnamePlayers } from './same-surname-players'

// One user must not slow everyone: /api/health's latency, asked every 20 ms from this process, while the real
// server (its own process, on PostgreSQL) takes one heavy import — a 3 MB file of a million `{}`, then 60 MB of them
// in 15 files — and then while one scout starts 8 search exports of every player at once. Prints each answer's
// status and time, and health's median, p99 and slowest during each. Give another checkout as the first argument
// to measure it instead.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_heavy BENCH_PLAYERS=30000 \
//     node --import tsx bench/heavy-user.ts [appDir]

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_heavy'
const players = Number(process.env.BENCH_PLAYERS ?? 30_000)
const appDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const port = 4000 + (process.pid % 1000)
const base = `http://127.0.0.1:${port}`

/** Health asked one after another until `done` settles; latencies in ms. */
async function healthDuring<T>(work: Promise<T>): Promise<{ result: T; ms: number[] }> {
  let finished = false
  const ms: number[] = []
  const settled = work.finally(() => {
    finished = true
  })
  while (!finished) {
    const t0 = performance.now()
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer())
    ms.push(performance.now() - t0)
    await new Promise((r) => setTimeout(r, 20))
  }
  return { result: await settled, ms }
}

function summary(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
  console.log(
    `${label}: health ×${sorted.length} median ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
  )
}

async function timed(label: string, request: () => Promise<Response>) {
  const t0 = performance.now()
  const res = await request()
  const body = Buffer.from(await res.arrayBuffer())
  const message = res.ok ? `${(body.length / 1e6).toFixed(1)} MB` : JSON.parse(body.toString()).message
  return `${label} ${res.status} in ${(performance.now() - t0).toFixed(0)} ms${res.headers.get('retry-after') ? ` (Retry-After ${res.headers.get('retry-after')})` : ''}: ${String(message).slice(0, 110)}`
}

await emptyPostgres(url)
const server = await startAppServer(port, { DATABASE_URL: url, NODE_ENV: 'development' }, [], appDir)
try {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await insertSameSurnamePlayers(client, players)
  await client.end()
  summary('idle', (await healthDuring(new Promise((r) => setTimeout(r, 3000)))).ms)

  const member = await signInDemoMember(base)
  const content = `[${Array(1_000_000).fill('{}').join(',')}]`
  const imported = await healthDuring(
    timed('import of 1,000,000 {}', () =>
      fetch(`${base}/api/community/import`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: member.cookie,
          'x-xsrf-token': member.xsrf,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ files: [{ name: 'blocks.json', content }] }),
      }),
    ),
  )
  console.log(imported.result)
  summary('during the import', imported.ms)

  // The same blocks in 15 files of 4 MB: a 60 MB body, under the route's 64 MB limit.
  const many = `[${Array(1_333_000).fill('{}').join(',')}]`
  const big = await healthDuring(
    timed('import of 15 files of 1,333,000 {} (60 MB)', () =>
      fetch(`${base}/api/community/import`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: member.cookie,
          'x-xsrf-token': member.xsrf,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          files: Array.from({ length: 15 }, (_, i) => ({ name: `f${i}.json`, content: many })),
        }),
      }),
    ),
  )
  console.log(big.result)
  summary('during the 60 MB import', big.ms)

  const scout = await signInThroughApi(base, 'scout', 'scout@example.com', 'football-demo-2026')
  const exports = await healthDuring(
    Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        timed(`export ${i + 1}`, () =>
          fetch(`${base}/api/scout/search/export?format=csv`, { headers: { cookie: scout.cookie } }),
        ),
      ),
    ),
  )
  for (const line of exports.result) console.log(line)
  summary(`during 8 exports of ${players.toLocaleString('en')} players`, exports.ms)
} finally {
  server.kill('SIGTERM')
}
