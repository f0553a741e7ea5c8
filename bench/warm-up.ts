import { parseArgs } from 'node:util'
import { cpuSeconds, startAppServer } from './app-server'
import { load } from './load'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { appRouteNamed } from './request-path-routes'

// How long a fresh server takes to reach its speed on one route of `npm run bench`: the route loaded in
// consecutive slices (8 connections) from the server's first request, each slice's req/s and server CPU a
// request. What WARM_UP_SECONDS (load.ts) is chosen from.
//   node --import tsx bench/warm-up.ts 'name search, prefix' [--players 100000] [--slices 12] [--seconds 2]

const { values: args, positionals } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    slices: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '2' },
  },
  allowPositionals: true,
})
const label = positionals[0] ?? 'name search, prefix'
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const base = 'http://127.0.0.1:4421'

const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const server = await startAppServer(4421, data.env)
try {
  const sessions = await signInBenchAccounts(base)
  const route = appRouteNamed(data.sample, label)
  const plan = { base, ...sessions[route.role], requests: route.requests, connections: 8 }
  for (let slice = 0; slice < Number(args.slices); slice++) {
    const before = cpuSeconds(server.pid!)
    const result = await load({ ...plan, duration: Number(args.seconds) })
    const cpu = ((cpuSeconds(server.pid!) - before) * 1e6) / result.requests
    const from = slice * Number(args.seconds)
    console.log(
      `${from}–${from + Number(args.seconds)} s: ${Math.round(result.rps)} req/s, server ${cpu.toFixed(0)} µs a request`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await data.dispose()
}
