import path from 'node:path'
import { parseArgs } from 'node:util'

// What a name search with a typo costs PostgreSQL, request by request, for every sampled player of `npm run bench`
// (the bench's typo: two letters of the surname swapped), both areas: EXPLAIN (ANALYZE, BUFFERS) of each statement
// the request sends (the generic plan where the app runs one), summed per request — execution time, buffers, and
// the similarities worked out (rows read by scans whose filter is a similarity). The last two do not move with the
// machine's load, which on a shared 2-core machine moves every time and every p99. On the data `--keep` left:
//   node --import tsx bench/typo-search-work.ts [--players 1000000] [--app <checkout>] [--port 4711]
// `--app` runs another checkout's server code in this process (e.g. a worktree of main), for an A/B.

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '1000000' },
    app: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    port: { type: 'string', default: '4711' },
  },
})
const root = path.resolve(args.app)
const { buildApp } = await import(`${root}/server/app`)
const { loadConfig } = await import(`${root}/server/config`)
const { openDatabase } = await import(`${root}/server/db/client`)
// The checkout's own capture of its statements: it reads that checkout's handles (db/client.ts).
const { explainRequest } = await import(`${root}/bench/bench-http`)
const { prepareDataSet, signInBenchAccounts } = await import('./request-path-data')
const { typo } = await import('./request-path-routes')

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const database = await openDatabase({ databaseUrl: data.env.DATABASE_URL! })
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.env.DATA_DIR, LOG_LEVEL: 'silent' })
const app = await buildApp({ config, database, logger: false })
await app.listen({ port: Number(args.port), host: '127.0.0.1' })
const base = `http://127.0.0.1:${args.port}`
const sessions = await signInBenchAccounts(base)

/** Rows read by the plan's scans whose filter is a similarity: kept and removed, every loop. */
function similaritiesIn(plan: string): number {
  const lines = plan.split('\n')
  let sims = 0
  lines.forEach((line, i) => {
    const scan = /Scan.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line)
    if (!scan) return
    const depth = line.search(/\S/)
    let removed = 0
    let similar = false
    for (
      let j = i + 1;
      j < lines.length && lines[j]!.search(/\S/) > depth && !lines[j]!.includes('->');
      j++
    ) {
      if (/Filter: .*similarity/.test(lines[j]!)) similar = true
      removed = Number(/Rows Removed by Filter: (\d+)/.exec(lines[j]!)?.[1] ?? removed)
    }
    if (similar) sims += Number(scan[1]) * Number(scan[2]) + removed
  })
  return sims
}

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0)
for (const role of ['community', 'scout'] as const) {
  const rows: { ms: number; q: string; statements: number; buffers: number; sims: number }[] = []
  for (const p of data.sample) {
    const q = typo(p.name)
    const plans: string[] = await explainRequest(
      database,
      () =>
        fetch(`${base}/api/${role}/search?q=${encodeURIComponent(q)}`, {
          headers: { cookie: sessions[role].cookie },
        }).then((r) => r.arrayBuffer()),
      /players/,
    )
    rows.push({
      q,
      statements: plans.length,
      ms: sum(plans.map((plan) => Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0))),
      buffers: sum(plans.map((plan) => Number(/^\S.*\n\s*Buffers: shared hit=(\d+)/m.exec(plan)?.[1] ?? 0))),
      sims: sum(plans.map(similaritiesIn)),
    })
  }
  rows.sort((a, b) => b.ms - a.ms)
  const at = (share: number) => rows[Math.floor(rows.length * share)]!.ms.toFixed(2)
  const mean = (pick: (r: (typeof rows)[number]) => number) => (sum(rows.map(pick)) / rows.length).toFixed(1)
  console.log(
    `${role}: ${rows.length} requests, ${sum(rows.map((r) => r.statements))} statements; execution a request ` +
      `mean ${mean((r) => r.ms)} ms, p50 ${at(0.5)}, p90 ${at(0.1)}, max ${at(0)}; buffers a request mean ` +
      `${mean((r) => r.buffers)}; similarities a request mean ${mean((r) => r.sims)}, max ${Math.max(...rows.map((r) => r.sims))}`,
  )
  for (const r of rows.slice(0, 3))
    console.log(
      `  ${r.ms.toFixed(2)} ms "${r.q}": ${r.statements} statements, ${r.buffers} buffers, ${r.sims} similarities`,
    )
}
await app.close()
await database.close()
