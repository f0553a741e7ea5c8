import os from 'node:os'
import { parseArgs } from 'node:util'
import { cpuSeconds, startAppServer } from './app-server'
import { startBareFastify } from './bare-fastify-process'
import { load } from './load'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { benchRoutes } from './request-path-routes'

// Two checkouts of the app, A and B, alternately under the same load (production server, PostgreSQL, log level
// info, autocannon 8 connections): on a shared 2-core machine, runs minutes apart differ by more than a small
// change does, so each round measures both, one after the other, and the medians are compared.
//   node --import tsx bench/ab-checkouts.ts --a <dir> --b <dir> [--only health] [--rounds 5] [--seconds 5]
//   --port <n>   A's port (default 4397), B's the next one, the bare Fastify's the one after
// Each round also loads the bare Fastify (its own process) for the same seconds and prints the load average
// before each run: on a shared machine a p99 means little without the machine's speed beside it.

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: process.cwd() },
    only: { type: 'string', default: 'GET /api/health' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    players: { type: 'string', default: '100000' },
    /** Environment for A's server only, e.g. LOG_LEVEL=warn (comma-separated KEY=VALUE). */
    'a-env': { type: 'string', default: '' },
    port: { type: 'string', default: '4397' },
  },
})
const aEnv = Object.fromEntries(
  args['a-env']
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
)
if (!args.a) throw new Error('--a <dir of the other checkout> is required')
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PORT = Number(args.port)

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!

const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const routes = benchRoutes(data.sample).filter(
  (r) => r.server !== 'bare' && args.only.split(',').some((w) => r.label.includes(w)),
)
const sides = [
  { side: 'A', dir: args.a, env: { ...data.env, ...aEnv }, port: PORT },
  { side: 'B', dir: args.b, env: data.env, port: PORT + 1 },
] as const
// Both servers run throughout (the one not under load is idle): each round loads A, then B, route by route.
const servers = await Promise.all(sides.map((s) => startAppServer(s.port, s.env, [], s.dir)))
const bare = await startBareFastify(PORT + 2)
const loadAverage = () => os.loadavg()[0]!.toFixed(1)
const sessions = await Promise.all(sides.map((s) => signInBenchAccounts(`http://127.0.0.1:${s.port}`)))
const results = new Map<string, { rps: number[]; cpu: number[]; p99: number[] }>()
for (let round = 0; round <= Number(args.rounds); round++) {
  const bareLoad = loadAverage()
  const bareRun = await load({
    base: `http://127.0.0.1:${PORT + 2}`,
    ...sessions[0]!.community,
    connections: 8,
    requests: [{ method: 'GET', path: '/api/health' }],
    duration: Number(args.seconds),
  })
  if (round > 0) {
    const entry = results.get('bare Fastify') ?? { rps: [], cpu: [], p99: [] }
    entry.rps.push(bareRun.rps)
    entry.p99.push(bareRun.p99)
    results.set('bare Fastify', entry)
  }
  console.log(`round ${round} bare Fastify: ${bareRun.rps.toFixed(0)} req/s (load average ${bareLoad})`)
  for (const route of routes) {
    for (const [i, s] of sides.entries()) {
      const plan = {
        base: `http://127.0.0.1:${s.port}`,
        ...sessions[i]![route.role],
        connections: 8,
        requests: route.requests,
      }
      const pid = servers[i]!.pid!
      const loadBefore = loadAverage()
      const before = cpuSeconds(pid)
      const result = await load({ ...plan, duration: Number(args.seconds) })
      const cpu = ((cpuSeconds(pid) - before) / result.requests) * 1e6
      if (round === 0) continue // the warm-up round
      const key = `${s.side} ${route.label}`
      const entry = results.get(key) ?? { rps: [], cpu: [], p99: [] }
      entry.rps.push(result.rps)
      entry.cpu.push(cpu)
      entry.p99.push(result.p99)
      results.set(key, entry)
      console.log(
        `round ${round} ${key}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} / p99 ${result.p99} ms, ${cpu.toFixed(0)} µs CPU (load average ${loadBefore} → ${loadAverage()})`,
      )
    }
  }
}
for (const server of [...servers, bare]) server.kill('SIGTERM')
for (const [key, { rps, cpu, p99 }] of results)
  console.log(
    `${key}: median ${median(rps).toFixed(0)} req/s, p99 ${median(p99)} ms` +
      (cpu.length ? `, ${median(cpu).toFixed(0)} µs CPU a request` : ''),
  )
