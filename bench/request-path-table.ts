import type { LoadResult } from './load-driver'

// Prints one engine's run of `npm run bench` as a Markdown table: requests/s at 8 connections, p50/p99 under that
// load, p99 of requests one at a time, and the share of the bare Fastify's requests/s — beside the same columns of
// a saved run (the baseline) when one is given.

export interface RouteResult {
  label: string
  loaded: LoadResult
  alone?: LoadResult
  /** The answering process's CPU time per request under load, in microseconds. */
  cpuUs?: number
  /** An app route's: the bare Fastify's requests/s measured right after it (runs since 2026-11-26). */
  bareAfter?: number
}

export interface RunResult {
  engine: string
  players: number
  at: string
  cores: number
  app: string
  generatedSeconds: number | undefined
  /** Of 40 sampled players, how many a search with a typo in the surname finds on page 1. */
  typoFound?: number
  routes: RouteResult[]
}

const BARE = 'bare Fastify GET (no plugins)'

/**
 * The bare Fastify's requests/s a route's share is of. The machine's speed drifts within one run (the bare Fastify
 * ran at 23,021 req/s at the start of one and 16,370 at its end), so an app route is compared with the bare
 * Fastify measured beside it: the faster of the runs just before and just after it. Older runs (no bareAfter)
 * divide by the faster of the bare runs at the start and at the end.
 */
export function bareBeside(routes: readonly RouteResult[], route: RouteResult): number | undefined {
  const bares = routes.filter((r) => r.label.startsWith(BARE)).map((r) => r.loaded.rps)
  if (route.bareAfter === undefined) return bares.length ? Math.max(...bares) : undefined
  const before = routes
    .slice(0, routes.indexOf(route))
    .reverse()
    .map((r) => r.bareAfter ?? (r.label.startsWith(BARE) ? r.loaded.rps : undefined))
    .find((rps) => rps !== undefined)
  return Math.max(route.bareAfter, before ?? 0)
}

const share = (run: RunResult, route: RouteResult) => {
  const bare = bareBeside(run.routes, route)
  return bare ? `${((100 * route.loaded.rps) / bare).toFixed(route.loaded.rps / bare < 0.1 ? 1 : 0)} %` : '—'
}

const cells = (run: RunResult, route: RouteResult | undefined) =>
  route
    ? [
        Math.round(route.loaded.rps).toLocaleString('en'),
        `${route.loaded.p50} / ${route.loaded.p99}`,
        route.alone ? String(route.alone.p99) : '—',
        share(run, route),
        route.cpuUs ? String(Math.round(route.cpuUs)) : '—',
      ]
    : ['—', '—', '—', '—', '—']

export function printTable(run: RunResult, baseline?: RunResult) {
  console.log(
    `\n${run.engine}, ${run.players.toLocaleString('en')} players, ${run.at}, ${run.cores} cores` +
      (baseline ? `; baseline: ${baseline.app} at ${baseline.at}` : ''),
  )
  const head = ['req/s at 8', 'p50 / p99 ms at 8', 'p99 ms alone', 'share of bare', 'server CPU µs/req']
  const columns = baseline ? [...head.map((h) => `before: ${h}`), ...head.map((h) => `now: ${h}`)] : head
  console.log(`| route | ${columns.join(' | ')} |`)
  console.log(`|---|${columns.map(() => '---').join('|')}|`)
  for (const route of run.routes) {
    const before = baseline?.routes.find((r) => r.label === route.label)
    const row = baseline ? [...cells(baseline, before), ...cells(run, route)] : cells(run, route)
    console.log(`| ${route.label} | ${row.join(' | ')} |`)
  }
}
