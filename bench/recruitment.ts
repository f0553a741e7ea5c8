import os from 'node:os'
import { sql } from 'drizzle-orm'
import { type Engine, explainRequest, scratchDatabase, serveWithSession } from './bench-http'
import { load } from './load'
import { generate } from './players-at-scale-data'

// Recruitment data at 100,000 players (decision 0055): a club's 50,000-row Wyscout-shaped CSV imported through the
// real HTTP server (upload + preview, then the commit) with its time and the process's peak memory; then the
// scout's filter on the new fields — from the club's view, with its values joined — at concurrency 1 and 8, as a
// share of GET /api/health in the same run.
//   node --import tsx bench/recruitment.ts [pg|pglite]

const engine = (process.argv[2] ?? 'pg') as Engine
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ROWS = 50_000
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`

const scratch = await scratchDatabase(engine, adminUrl, `recruitment_${engine}`)
try {
  const generated = await generate(scratch.database)
  const db = scratch.database.db
  // The community's own values on about a third of the players.
  await db.execute(sql`update players set preferred_foot = (array['left','right','both'])[1 + abs(hashtext(uid::text)) % 3],
      height_cm = 165 + abs(hashtext(uid::text || 'h')) % 35,
      contract_expires = date '2026-12-31' + abs(hashtext(uid::text || 'c')) % 1500
    where abs(hashtext(uid::text)) % 3 = 0`)
  const server = await serveWithSession(scratch, 'scout')
  const headers = { cookie: server.cookie, 'x-xsrf-token': server.xsrf }
  try {
    const rows = (
      await db.execute<{ name: string; born: string | null }>(
        sql`select name, date_of_birth::text as born from players order by hashtext(uid::text || 'file') limit ${ROWS}`,
      )
    ).rows
    const feet = ['left', 'right', 'both']
    const csv = [
      'Player,Team,Birthday,Market value,Contract expires,Foot,Height,Weight,On loan,Passport country',
      ...rows.map(
        (r, i) =>
          `"${r.name}",Club ${i % 500},${r.born ?? ''},${(i % 90) * 500_000},${2027 + (i % 4)}-06-30,${feet[i % 3]},${170 + (i % 30)},${65 + (i % 25)},${i % 10 === 0 ? 'yes' : 'no'},Spain`,
      ),
    ].join('\r\n')
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'wyscout-50000.csv')
    peak = process.memoryUsage().rss
    const before = peak
    let at = performance.now()
    const previewed = await fetch(`${server.base}/api/scout/imports`, { method: 'POST', headers, body: form })
    const preview = (await previewed.json()) as { data: { id: string; matched: number; error_count: number } }
    if (previewed.status !== 201) throw new Error(`import: ${previewed.status} ${JSON.stringify(preview)}`)
    const readMs = performance.now() - at
    at = performance.now()
    const committed = await fetch(`${server.base}/api/scout/imports/${preview.data.id}/commit`, {
      method: 'POST',
      headers,
    })
    const summary = ((await committed.json()) as { data: { summary: { values: number } } }).data.summary
    const commitMs = performance.now() - at
    console.log(
      `${engine}: ${ROWS} rows (${mb(csv.length)}): read + matched + previewed in ${(readMs / 1000).toFixed(1)} s ` +
        `(${preview.data.matched} matched, ${preview.data.error_count} problems); written in ${(commitMs / 1000).toFixed(1)} s ` +
        `(${summary.values} values); peak RSS ${mb(peak)} (${mb(before)} before)`,
    )

    const requests = {
      health: [{ method: 'GET' as const, path: '/api/health' }],
      recruitment: [
        {
          method: 'POST' as const,
          path: '/api/scout/filter',
          body: { foot: 'left', height_min: 185, contract_expires_before: '2027-07-01' },
        },
      ],
      value: [
        {
          method: 'POST' as const,
          path: '/api/scout/filter',
          body: { market_value_max: 5_000_000, on_loan: true },
        },
      ],
    }
    if (process.env.EXPLAIN) {
      const body = JSON.stringify(requests.recruitment[0]!.body)
      const send = () =>
        fetch(`${server.base}/api/scout/filter`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }).then((r) => r.arrayBuffer())
      await send()
      console.log((await explainRequest(scratch.database, send, /players/)).join('\n\n'))
    }
    const results: [string, Awaited<ReturnType<typeof load>>, Awaited<ReturnType<typeof load>>][] = []
    for (const [label, list] of Object.entries(requests)) {
      const plan = { base: server.base, cookie: server.cookie, xsrf: server.xsrf, requests: list }
      await load({ ...plan, connections: 1, amount: 20 })
      const one = await load({ ...plan, connections: 1, amount: 200 })
      const eight = await load({ ...plan, connections: 8, duration: SECONDS })
      results.push([label, one, eight])
    }
    const health = results[0]![2].rps
    console.log(
      `\n${new Date().toISOString()}, ${os.cpus().length} cores, ${generated.players} players, load ${os.loadavg()[0]!.toFixed(2)}`,
    )
    console.log('| route | p50 ms | p99 ms | req/s at 8 | share of health |\n|---|---|---|---|---|')
    for (const [label, one, eight] of results)
      console.log(
        `| ${label} | ${one.p50} | ${one.p99} | ${Math.round(eight.rps)} | ${Math.round((100 * eight.rps) / health)} % |`,
      )
  } finally {
    await server.close()
  }
} finally {
  clearInterval(sampler)
  await scratch.dispose()
}
