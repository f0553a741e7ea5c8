import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { appRouteNamed } from './request-path-routes'

// What PostgreSQL does for each request of one route of `npm run bench`: every statement the route sends, how
// many times it was PLANNED and executed per request, and its mean planning and execution time, read from
// pg_stat_statements (with `pg_stat_statements.track_planning = on`) around --requests requests sent one at a
// time after a warm-up. A prepared statement planned at every execution (PostgreSQL's custom plans) shows one
// plan per call; one that runs its generic plan shows almost none. Needs a server that preloads the extension —
// a scratch one, e.g. `postgres -p 5433 -c shared_preload_libraries=pg_stat_statements
// -c pg_stat_statements.track_planning=on`, given as BENCH_DATABASE_URL — and the data set there (`--keep`).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres \
//     node --import tsx bench/statements-per-request.ts 'scout search, prefix' [--players 100000] [--requests 400]

const { values: args, positionals } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
  },
  allowPositionals: true,
})
const label = positionals[0] ?? 'scout search, prefix'
const requests = Number(args.requests)
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const url = data.env.DATABASE_URL!
const stats = new pg.Client({ connectionString: url })
await stats.connect()
await stats.query('create extension if not exists pg_stat_statements')
const database = await openDatabase({ databaseUrl: url })
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.env.DATA_DIR, LOG_LEVEL: 'silent' })
const app = await buildApp({ config, database, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const sessions = await signInBenchAccounts(base)
const route = appRouteNamed(data.sample, label)
const session = sessions[route.role]
const send = async (i: number) => {
  const r = route.requests[i % route.requests.length]!
  const res = await fetch(`${base}${r.path}`, {
    method: r.method,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  })
  await res.arrayBuffer()
}
// Warm-up: every connection of both pools has prepared its statements (and PostgreSQL made its choice of plan).
for (let i = 0; i < 200; i++) await Promise.all(Array.from({ length: 8 }, (_, c) => send(i * 8 + c)))
await stats.query('select pg_stat_statements_reset()')
const started = performance.now()
for (let i = 0; i < requests; i++) await send(i)
const wall = (performance.now() - started) / requests
const { rows } = await stats.query<{
  query: string
  calls: string
  plans: string
  plan_ms: number
  exec_ms: number
}>(
  `select query, calls, plans, total_plan_time / greatest(plans, 1) as plan_ms,
     total_exec_time / greatest(calls, 1) as exec_ms
   from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     and query not like '%pg_stat_statements%'
   order by calls desc, total_exec_time desc`,
)
console.log(`${route.label}: ${requests} requests one at a time, ${wall.toFixed(2)} ms each end to end`)
console.log('calls/req  plans/req  plan ms  exec ms  statement')
for (const row of rows)
  console.log(
    `${(Number(row.calls) / requests).toFixed(2).padStart(9)}  ${(Number(row.plans) / requests).toFixed(2).padStart(9)}  ${row.plan_ms.toFixed(3).padStart(7)}  ${row.exec_ms.toFixed(3).padStart(7)}  ${row.query.replace(/\s+/g, ' ').slice(0, 110)}`,
  )
await app.close()
await database.close()
await stats.end()
