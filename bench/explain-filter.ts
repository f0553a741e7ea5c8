import { parseArgs } from 'node:util'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { explainRequest } from './bench-http'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'

// One scout filter, as a scout's request sends it, on the PostgreSQL data set `npm run bench -- --keep` left: its
// time through the HTTP server three times (the first plans and warms), then EXPLAIN (ANALYZE, BUFFERS) of every
// statement it sent (the app's own SQL and parameters, captured from its connection):
//   node --import tsx bench/explain-filter.ts --players 1000000 '{"positions":["LW"],"sort":"goals"}'

const { values: args, positionals } = parseArgs({
  options: { players: { type: 'string', default: '100000' } },
  allowPositionals: true,
})
const body = JSON.parse(positionals[0] ?? '{}')
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const database = await openDatabase({ databaseUrl: data.env.DATABASE_URL })
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.env.DATA_DIR, LOG_LEVEL: 'silent' })
const app = await buildApp({ config, database, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const { scout } = await signInBenchAccounts(base)
const send = () =>
  fetch(`${base}/api/scout/filter`, {
    method: 'POST',
    headers: { cookie: scout.cookie, 'x-xsrf-token': scout.xsrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`)
    return res.arrayBuffer()
  })
for (let i = 1; i <= 3; i++) {
  const started = performance.now()
  await send()
  console.log(`request ${i}: ${(performance.now() - started).toFixed(1)} ms`)
}
console.log((await explainRequest(database, send, /./)).join('\n\n'))
await app.close()
await database.close()
