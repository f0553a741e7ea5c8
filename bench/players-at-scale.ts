import os from 'node:os'
import { sql } from 'drizzle-orm'
import {
  type Engine,
  explainRequest,
  type Limits,
  type Measured,
  measure,
  scratchDatabase,
  serveWithSession,
} from './bench-http'
import { generate, id, PLAYERS } from './players-at-scale-data'

// Players at scale (docs/benchmarks.md): with 100,000 players and 1,000,000 game-sheet rows, the player list with
// filters (page 1 and a deep page), name search by prefix and with a typo, and a player's derived statistics —
// p50/p95/p99 at concurrency 1 and requests/s at concurrency 8 through the REAL HTTP server, next to GET /api/health
// measured in the same run. PGlite runs in a temp data dir, PostgreSQL in a fresh database; both are removed
// afterwards. The load generator shares the server's process (as a co-located client would); the health row shows that
// cost.
//   npm run bench:players                  # both engines
//   npm run bench:players -- pglite        # or: pg
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the scratch db on)
//   EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of every route's player queries.
//   BENCH_TRGM_COST=100 first sets the planner cost of pg_trgm's `<%` function (see docs/benchmarks.md).

const which = process.argv[2] ?? 'both'
const engines: Engine[] = which === 'both' ? ['pglite', 'pg'] : [which as Engine]
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const limits: Limits = { sequential: 300, sequentialSeconds: 30, concurrency: 8, seconds: 5 }
const SAMPLE = 200
const trgmCost = Number(process.env.BENCH_TRGM_COST ?? 0)

/** Two adjacent letters in the middle of the surname swapped: the kind of typo fuzzy search must forgive. */
const typo = (name: string) => {
  const space = name.indexOf(' ')
  const at = space + Math.floor((name.length - space) / 2)
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
}

async function run(engine: Engine) {
  console.log(
    `${engine}: load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  )
  const scratch = await scratchDatabase(engine, adminUrl, `players_${engine}`)
  const cleanup = () => void scratch.dispose().then(() => process.exit(130))
  process.once('SIGINT', cleanup)
  try {
    const generated = await generate(scratch.database)
    // Experiment for docs/benchmarks.md: tell the planner what `<%` (word_similarity) really costs per row.
    if (trgmCost)
      await scratch.database.db.execute(
        sql.raw(`alter function word_similarity_op(text, text) cost ${trgmCost}`),
      )
    const server = await serveWithSession(scratch)
    try {
      const api = (path: string) => `${server.base}/api/community/${path}`
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
      // Filters a scout would combine: a sampled player's position and nationality, an age band.
      const filter = (p: (typeof sample)[number], ages: string) =>
        `player?position=${p.position}&nationality_id=${p.nationality}&${ages}&limit=20`
      const young = sample.map((p) => filter(p, 'age_min=18&age_max=23'))
      // The deep page is the last page of a wide age band (every player 16–40), so OFFSET skips almost all rows.
      const deep: string[] = []
      for (const p of sample.slice(0, 50)) {
        const url = filter(p, 'age_min=16&age_max=40')
        const body = (await (await fetch(api(url), { headers: { cookie: server.cookie } })).json()) as {
          meta: { total: number }
        }
        deep.push(`${url}&page=${Math.max(1, Math.ceil(body.meta.total / 20))}`)
      }
      const prefix = sample.map(
        (p) => `search?q=${encodeURIComponent(p.name.slice(0, p.name.indexOf(' ') + 3))}`,
      )
      const fuzzy = sample.map((p) => `search?q=${encodeURIComponent(typo(p.name))}`)
      // How often the typo still finds the intended player on the first page: a fast search that finds nothing
      // would be a broken benchmark.
      let found = 0
      for (const p of sample.slice(0, 40)) {
        const body = (await (
          await fetch(api(`search?q=${encodeURIComponent(typo(p.name))}`), {
            headers: { cookie: server.cookie },
          })
        ).json()) as { data: { uid: string }[] }
        if (body.data.some((x) => x.uid === p.uid)) found++
      }
      console.log(`  typo search finds the player on page 1 for ${found}/40 sampled names`)
      const stats = Array.from(
        { length: SAMPLE },
        (_, i) => `player_stats/${id('player', 1 + ((i * 7919) % PLAYERS))}`,
      )
      const scenarios: [string, string[]][] = [
        ['hello world: GET /api/health', [`${server.base}/api/health`]],
        ['player list: position + nationality + age 18–23, page 1', young.map(api)],
        ['player list: position + nationality + age 16–40, last page', deep.map(api)],
        ['name search, prefix ("Lucas Bo")', prefix.map(api)],
        ['name search, typo in surname', fuzzy.map(api)],
        ['player statistics: GET player_stats/{id}', stats.map(api)],
      ]
      const results: Measured[] = []
      for (const [label, urls] of scenarios) {
        const m = await measure(label, urls, server.cookie, limits)
        results.push(m)
        const f = (x: number) => x.toFixed(1)
        console.log(
          `  ${label}: n=${m.n} p50=${f(m.p50)} p95=${f(m.p95)} p99=${f(m.p99)} ms; ${f(m.rps)} req/s ` +
            `at ${limits.concurrency} (p95 ${f(m.p95c)} ms), load ${f(m.load)}`,
        )
        if (process.env.EXPLAIN && urls[0]!.includes('/community/')) {
          const plans = await explainRequest(
            scratch.database,
            () => fetch(urls[1]!, { headers: { cookie: server.cookie } }).then((r) => r.arrayBuffer()),
            /"(players|game_players)"/,
          )
          console.log(plans.join('\n\n'))
        }
      }
      return { engine, generated, results }
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
  `\n${new Date().toISOString()}, ${os.cpus().length} cores, word_similarity_op cost ${trgmCost || 'default'}`,
)
console.log('| engine | route | n | p50 ms | p95 ms | p99 ms | req/s at 8 | p95 at 8 ms | load avg |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const { engine, results } of all)
  for (const m of results)
    console.log(
      `| ${engine} | ${m.label} | ${m.n} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ` +
        `${m.rps < 10 ? m.rps.toFixed(1) : Math.round(m.rps)} | ${m.p95c.toFixed(1)} | ${m.load.toFixed(1)} |`,
    )
for (const { engine, generated } of all)
  console.log(
    `${engine}: generated ${generated.players} players, ${generated.rows} sheet rows in ${generated.seconds.toFixed(0)} s`,
  )
