import os from 'node:os'
import { sql } from 'drizzle-orm'
import { type Engine, explainRequest, scratchDatabase, serveWithSession } from './bench-http'
import { load } from './load'
import type { LoadResult } from './load-driver'
import { generate } from './players-at-scale-data'
import { typicalScoutFilter, typo, typoSearchFinds } from './request-path-routes'

// The scout's search and filter (docs/benchmarks.md) at 100,000 players and 1,000,000 game-sheet rows, through the
// REAL HTTP server with a scout session, the load driven by autocannon from a separate process
// (bench/load-driver.ts). For each route: p50/p90/p99 at concurrency 1 (sequential requests), and requests/s at
// concurrency 8 as a share of GET /api/health measured in the same run. Targets: p99 ≤ 25 ms and ≥ 30 % of
// health's requests/s. PGlite in a temp dir, PostgreSQL in a fresh database; both removed afterwards.
//   npm run bench:scout                 # both engines
//   npm run bench:scout -- pg           # or: pglite
//   EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each route's queries (one sampled request).

const which = process.argv[2] ?? 'both'
const engines: Engine[] = which === 'both' ? ['pg', 'pglite'] : [which as Engine]
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SAMPLE = 200
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 400)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown }
interface Row {
  label: string
  sequential: LoadResult
  concurrent: LoadResult
}

async function run(engine: Engine) {
  const scratch = await scratchDatabase(engine, adminUrl, `scout_${engine}`)
  const cleanup = () => void scratch.dispose().then(() => process.exit(130))
  process.once('SIGINT', cleanup)
  try {
    const generated = await generate(scratch.database)
    const server = await serveWithSession(scratch, 'scout')
    try {
      const sample = (
        await scratch.database.db.execute<{
          uid: string
          name: string
          position: string
          nationality: string
        }>(
          sql`select uid, name, main_position as position, nationality_id as nationality from players
            order by hashtext(uid::text || 'sample') limit ${SAMPLE}`,
        )
      ).rows
      const get = (path: string): Request => ({ method: 'GET', path })
      const typical = typicalScoutFilter
      const scenarios: [string, Request[]][] = [
        ['GET /api/health', [get('/api/health')]],
        [
          'search, prefix ("Lucas Bo")',
          sample.map((p) =>
            get(`/api/scout/search?q=${encodeURIComponent(p.name.slice(0, p.name.indexOf(' ') + 3))}`),
          ),
        ],
        [
          'search, typo in surname',
          sample.map((p) => get(`/api/scout/search?q=${encodeURIComponent(typo(p.name))}`)),
        ],
        ['filter: position + nationality + age 18–23 + ≥ 900 min', sample.map(typical)],
      ]
      const found = await typoSearchFinds(server.base, server.cookie, sample)
      const filtered = (await (
        await fetch(`${server.base}/api/scout/filter`, {
          method: 'POST',
          headers: { cookie: server.cookie, 'x-xsrf-token': server.xsrf, 'content-type': 'application/json' },
          body: JSON.stringify({ ...(typical(sample[0]!).body as object), min_minutes: 0 }),
        })
      ).json()) as { meta: { total: number } }
      console.log(
        `${engine}: typo search finds the player on page 1 for ${found}/40 names; a typical filter without the minutes floor matches ${filtered.meta.total}`,
      )
      const rows: Row[] = []
      for (const [label, requests] of scenarios) {
        const plan = { base: server.base, cookie: server.cookie, xsrf: server.xsrf, requests }
        await load({ ...plan, connections: 1, amount: 20 }) // warm-up: plans, caches, JIT
        const sequential = await load({ ...plan, connections: 1, amount: SEQUENTIAL })
        const concurrent = await load({ ...plan, connections: 8, duration: SECONDS })
        rows.push({ label, sequential, concurrent })
        console.log(
          `  ${label}: p50 ${sequential.p50} p90 ${sequential.p90} p99 ${sequential.p99} ms; ${Math.round(concurrent.rps)} req/s at 8`,
        )
        if (process.env.EXPLAIN && requests[1]?.path.startsWith('/api/scout/')) {
          const r = requests[1]
          const plans = await explainRequest(
            scratch.database,
            () =>
              fetch(`${server.base}${r.path}`, {
                method: r.method,
                headers: {
                  cookie: server.cookie,
                  'x-xsrf-token': server.xsrf,
                  'content-type': 'application/json',
                },
                body: r.body === undefined ? undefined : JSON.stringify(r.body),
              }).then((x) => x.arrayBuffer()),
            /"?(players|game_players)"?/,
          )
          console.log(plans.join('\n\n'))
        }
      }
      return { engine, generated, rows }
    } finally {
      await server.close()
    }
  } finally {
    process.off('SIGINT', cleanup)
    await scratch.dispose()
  }
}

const all = []
for (const engine of engines) all.push(await run(engine))
console.log(
  `\n${new Date().toISOString()}, ${os.cpus().length} cores, load driven by autocannon in its own process`,
)
console.log('| engine | route | p50 ms | p90 ms | p99 ms | req/s at 8 | share of health |')
console.log('|---|---|---|---|---|---|---|')
for (const { engine, rows } of all) {
  const health = rows[0]!.concurrent.rps
  for (const r of rows)
    console.log(
      `| ${engine} | ${r.label} | ${r.sequential.p50} | ${r.sequential.p90} | ${r.sequential.p99} | ` +
        `${Math.round(r.concurrent.rps)} | ${Math.round((100 * r.concurrent.rps) / health)} % |`,
    )
}
for (const { engine, generated } of all)
  console.log(
    `${engine}: generated ${generated.players} players, ${generated.rows} sheet rows in ${generated.seconds.toFixed(0)} s`,
  )
