import { parseArgs } from 'node:util'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { explainRequest } from './bench-http'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { benchRoutes } from './request-path-routes'

// EXPLAIN (ANALYZE, BUFFERS) of every query each route of `npm run bench` sends (the app's own SQL and
// parameters, captured from its connection), on the data set `npm run bench -- --keep` left:
//   node --import tsx bench/explain-routes.ts --engine pg --players 100000 [--only search]

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pg' },
    players: { type: 'string', default: '100000' },
    only: { type: 'string' },
  },
})
const engine = args.engine as 'pg' | 'pglite'
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const data = await prepareDataSet(engine, Number(args.players), { adminUrl, keep: true })
const database = await openDatabase(
  data.env.DATABASE_URL ? { databaseUrl: data.env.DATABASE_URL } : { dataDir: `${data.env.DATA_DIR}/pglite` },
)
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.env.DATA_DIR, LOG_LEVEL: 'silent' })
const app = await buildApp({ config, database, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const sessions = await signInBenchAccounts(base)
for (const route of benchRoutes(data.sample)) {
  if (route.server === 'bare' || (args.only && !route.label.includes(args.only))) continue
  const r = route.requests[1] ?? route.requests[0]!
  const session = sessions[route.role]
  const plans = await explainRequest(
    database,
    () =>
      fetch(`${base}${r.path}`, {
        method: r.method,
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
      }).then((x) => x.arrayBuffer()),
    /./,
  )
  console.log(`\n===== ${route.label}: ${r.method} ${r.path}\n${plans.join('\n\n')}`)
}
await app.close()
await database.close()
