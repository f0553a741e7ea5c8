import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { cpuSeconds, startAppServer } from './app-server'
import { load, WARM_UP_SECONDS } from './load'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { appRouteNamed } from './request-path-routes'

// Whose CPU a request costs: the server's process and every PostgreSQL process, read from /proc around a run of
// one route of `npm run bench` (8 connections, autocannon in its own process), divided by the requests answered.
// A route slower than the server's CPU explains is waiting on the database: this says by how much (decision 0033).
//   node --import tsx bench/cpu-split.ts 'scout filter (position' [--app <dir>] [--players 100000] [--rounds 3]

const { values: args, positionals } = parseArgs({
  options: {
    app: { type: 'string' },
    players: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '6' },
  },
  allowPositionals: true,
})
const label = positionals[0] ?? 'scout filter (position'
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const base = 'http://127.0.0.1:4420'

/** CPU seconds used so far by every process named postgres (the server's backends and its helpers). */
function postgresCpu(): number {
  let sum = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres'))
        sum += cpuSeconds(Number(entry))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sum
}

const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const server = await startAppServer(4420, data.env, [], args.app)
try {
  const sessions = await signInBenchAccounts(base)
  const route = appRouteNamed(data.sample, label)
  const session = sessions[route.role]
  const plan = { base, cookie: session.cookie, xsrf: session.xsrf, requests: route.requests, connections: 8 }
  await load({ ...plan, duration: WARM_UP_SECONDS }) // JIT, statements prepared, caches filled
  for (let round = 1; round <= Number(args.rounds); round++) {
    const [server0, postgres0] = [cpuSeconds(server.pid!), postgresCpu()]
    const result = await load({ ...plan, duration: Number(args.seconds) })
    const perRequest = (seconds: number) => ((seconds / result.requests) * 1e6).toFixed(0)
    console.log(
      `${route.label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms; server ${perRequest(cpuSeconds(server.pid!) - server0)} µs, PostgreSQL ${perRequest(postgresCpu() - postgres0)} µs a request`,
    )
  }
} finally {
  server.kill()
  await data.dispose()
}
