import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cpuSeconds, startAppServer } from './app-server'
import { startBareFastify } from './bare-fastify-process'
import type { Engine } from './bench-http'
import { load, WARM_UP_SECONDS } from './load'
import type { LoadResult } from './load-driver'
import { prepareDataSet, signInBenchAccounts } from './request-path-data'
import { benchRoutes, typoSearchFinds } from './request-path-routes'
import { bareBeside, printTable, type RouteResult, type RunResult } from './request-path-table'

// `npm run bench` — the speed table (docs/benchmarks.md): every route of a request's path, from a bare Fastify to the
// name search, through the REAL server (server/main.ts in production mode, its own process, log level info) beside a
// bare Fastify (its own process), the load driven by autocannon from a THIRD process: 8 connections for --seconds per
// route (after a warm-up), plus 300 requests one at a time for the latency a lone user sees, and the server process's
// CPU time per request under load (read from /proc: steadier than requests/s on a shared machine). Shares are of the
// bare Fastify's requests/s measured beside each route in the same run (request-path-table.ts, bareBeside). Each
// engine's result is compared with a saved run (--baseline, default `bench/results/<engine>-<players>-baseline.json`:
// the app before the speed work of decision 0022) side by side.
//   npm run bench                                   # both engines, 100,000 players
//   npm run bench -- --engine pg --players 1000000  # 10,000,000 sheet rows
//   --keep            keep the generated data for the next run (and reuse it)
//   --app <dir>       benchmark another checkout of the app (e.g. a worktree of an older commit)
//   --save <file>     write this run's numbers (JSON) — how the baselines were made
//   --only <words>    only the routes whose label holds one of these comma-separated words (and the bare Fastify)
//   --port <n>        the bare Fastify's port (default 4401), the app's the next one

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    players: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
    app: { type: 'string' },
    save: { type: 'string' },
    baseline: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '4401' },
  },
})
const engines: Engine[] = args.engine === 'both' ? ['pg', 'pglite'] : [args.engine as Engine]
const players = Number(args.players)
const seconds = Number(args.seconds)
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const resultsDir = path.join(import.meta.dirname, 'results')
/** How long the bare Fastify is loaded after each app route (its requests/s vary less than an app route's). */
const BARE_SECONDS = 4
const barePort = Number(args.port)
const bareBase = `http://127.0.0.1:${barePort}`
const appBase = `http://127.0.0.1:${barePort + 1}`

async function run(engine: Engine): Promise<RunResult> {
  console.log(`${engine}: preparing ${players.toLocaleString('en')} players`)
  const data = await prepareDataSet(engine, players, { adminUrl, keep: args.keep })
  const bare = await startBareFastify(barePort)
  const server = await startAppServer(
    barePort + 1,
    data.env,
    [],
    args.app ? path.resolve(args.app) : undefined,
  )
  try {
    const sessions = await signInBenchAccounts(appBase)
    const found = await typoSearchFinds(appBase, sessions.scout.cookie, data.sample)
    console.log(`  a typo in the surname finds the player on page 1 for ${found} of 40 names`)
    const routes: RouteResult[] = []
    // This machine's speed drifts within a run (other work, CPU frequency): the bare Fastify is measured at the
    // start, after each app route and at the end, and a route's share is of the FASTER bare run beside it, so a
    // slow moment cannot flatter it (request-path-table.ts, bareBeside).
    const all = benchRoutes(data.sample)
    const loadBare = async (duration: number) => {
      const plan = { base: bareBase, ...sessions.community, requests: all[0]!.requests }
      await load({ ...plan, connections: 8, duration: 1 })
      return load({ ...plan, connections: 8, duration })
    }
    const bareAgain = { ...all[0]!, label: `${all[0]!.label}, again at the end` }
    for (const route of [...all, bareAgain]) {
      if (args.only && route.server !== 'bare' && !args.only.split(',').some((w) => route.label.includes(w)))
        continue
      const plan = {
        base: route.server === 'bare' ? bareBase : appBase,
        ...sessions[route.role],
        requests: route.requests,
        allowNon2xx: route.expect === 404,
      }
      let alone: LoadResult | undefined
      let cpuUs = 0
      let loaded: LoadResult
      try {
        await load({ ...plan, connections: 8, duration: WARM_UP_SECONDS }) // JIT, plans, caches
        const before = cpuSeconds(route.server === 'bare' ? bare.pid! : server.pid!)
        loaded = await load({ ...plan, connections: 8, duration: seconds })
        cpuUs =
          ((cpuSeconds(route.server === 'bare' ? bare.pid! : server.pid!) - before) * 1e6) / loaded.requests
        alone = await load({ ...plan, connections: 1, amount: 300 })
      } catch (error) {
        console.log(`  ${route.label}: ${(error as Error).message}`)
        continue
      }
      const result: RouteResult = { label: route.label, loaded, alone, cpuUs }
      // The bare Fastify again right after each app route: its share is of the bare measured beside it.
      if (route.server === 'app') result.bareAfter = (await loadBare(BARE_SECONDS)).rps
      routes.push(result)
      const beside = bareBeside(routes, result)
      console.log(
        `  ${route.label}: ${Math.round(loaded.rps)} req/s, p50 ${loaded.p50} / p99 ${loaded.p99} ms at 8; p99 ${alone.p99} ms alone; ${Math.round(cpuUs)} µs CPU` +
          (beside && route.server === 'app'
            ? `; ${((100 * loaded.rps) / beside).toFixed(1)} % of the bare Fastify beside it (${Math.round(beside)} req/s)`
            : ''),
      )
    }
    return {
      engine,
      players,
      at: new Date().toISOString(),
      cores: os.cpus().length,
      app: args.app ?? 'this checkout',
      generatedSeconds: data.generatedSeconds,
      typoFound: found,
      routes,
    }
  } finally {
    server.kill('SIGTERM')
    bare.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await data.dispose()
  }
}

for (const engine of engines) {
  const result = await run(engine)
  const baselineFile = args.baseline ?? path.join(resultsDir, `${engine}-${players}-baseline.json`)
  const baseline = fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as RunResult)
    : undefined
  printTable(result, baseline)
  if (args.save) {
    const file = args.save.replace('{engine}', engine)
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`saved to ${file}`)
  }
}
