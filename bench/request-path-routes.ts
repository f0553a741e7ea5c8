import type { SampledPlayer } from './request-path-data'

// The rows of the speed table (docs/benchmarks.md, and the scout's search and filter), as requests cycled through the
// sampled players. `server`: which process answers ('bare' is bench/bare-fastify.ts); `role`: whose session is sent.

export interface BenchRequest {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

export interface BenchRoute {
  label: string
  server: 'bare' | 'app'
  role: 'community' | 'scout'
  requests: BenchRequest[]
  /** The answer the route must give: a 404 row is measured as a 404, anything else must be 2xx. */
  expect?: 404
}

/** Two adjacent letters in the middle of the surname swapped: the kind of typo a fuzzy search must forgive. */
export const typo = (name: string) => {
  const space = name.indexOf(' ')
  const at = space + Math.floor((name.length - space) / 2)
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
}

/** The first name and the surname's first two letters ("Lucas Bo"). */
export const prefix = (name: string) => name.slice(0, name.indexOf(' ') + 3)

const get = (path: string): BenchRequest => ({ method: 'GET', path })

/** A typical scout search: a position and a nationality, an age band, a minimum of minutes played. */
export const typicalScoutFilter = (p: Pick<SampledPlayer, 'position' | 'nationality'>): BenchRequest => ({
  method: 'POST',
  path: '/api/scout/filter',
  body: { positions: [p.position], country_id: p.nationality, age_min: 18, age_max: 23, min_minutes: 900 },
})
/** The top scorers among all the players of one position: "most goals", the whole database searched. */
export const topScorersOf = (p: Pick<SampledPlayer, 'position'>): BenchRequest => ({
  method: 'POST',
  path: '/api/scout/filter',
  body: { positions: [p.position], sort: 'goals' },
})
const q = encodeURIComponent

export function benchRoutes(sample: SampledPlayer[]): BenchRoute[] {
  /** A GET of `/api/<path>` for each sampled player. */
  const each = (path: (p: SampledPlayer) => string) => sample.map((p) => get(`/api/${path(p)}`))
  /** The name search of an area, for what a user would type for each sampled player. */
  const search = (area: BenchRoute['role'], typed: (name: string) => string) =>
    each((p) => `${area}/search?q=${q(typed(p.name))}`)
  const app = (label: string, role: BenchRoute['role'], requests: BenchRequest[]): BenchRoute => ({
    label,
    server: 'app',
    role,
    requests,
  })
  return [
    {
      label: 'bare Fastify GET (no plugins)',
      server: 'bare',
      role: 'community',
      requests: [get('/api/health')],
    },
    { ...app('unknown /api/nope (404)', 'community', [get('/api/nope')]), expect: 404 },
    app('GET /api/health', 'community', [get('/api/health')]),
    app('GET community/token_login (session lookup)', 'community', [get('/api/community/token_login')]),
    app(
      'GET community/profile/{id} (one row by key)',
      'community',
      each((p) => `community/profile/${p.uid}`),
    ),
    app(
      'GET community/player_stats/{id}',
      'community',
      each((p) => `community/player_stats/${p.uid}`),
    ),
    // The scout's player page: the player's games, newest first, a page of them.
    app(
      'GET scout/matches_played/{id}',
      'scout',
      each((p) => `scout/matches_played/${p.uid}`),
    ),
    // The list as it first opens: no filter, the first page (and its count).
    app('unfiltered list, page 1', 'community', [get('/api/community/player?limit=20')]),
    app(
      'filtered list (position + nationality + age 18–23, page 1)',
      'community',
      each(
        (p) =>
          `community/player?position=${q(p.position)}&nationality_id=${p.nationality}&age_min=18&age_max=23`,
      ),
    ),
    app('name search, prefix ("Lucas Bo")', 'community', search('community', prefix)),
    app('name search with a typo', 'community', search('community', typo)),
    app('scout search, prefix', 'scout', search('scout', prefix)),
    app('scout search with a typo', 'scout', search('scout', typo)),
    app('scout filter (position + country + age 18–23 + ≥ 900 min)', 'scout', sample.map(typicalScoutFilter)),
    // No condition that picks out a few players: the page in order from an index, the count capped.
    app('scout filter, most goals of a position (no country)', 'scout', sample.map(topScorersOf)),
  ]
}

/** The app route of `npm run bench` whose label starts with `label` (what the one-route scripts are given). */
export function appRouteNamed(sample: SampledPlayer[], label: string): BenchRoute {
  const route = benchRoutes(sample).find((r) => r.server === 'app' && r.label.startsWith(label))
  if (!route) throw new Error(`no route of npm run bench starts with "${label}"`)
  return route
}

/**
 * A fast search that finds nothing would be a broken benchmark: of the first 40 sampled players, how many a scout
 * search with a typo in the surname finds on page 1 (server at `base`, a scout's `cookie`).
 */
export async function typoSearchFinds(base: string, cookie: string, sample: { uid: string; name: string }[]) {
  let found = 0
  for (const p of sample.slice(0, 40)) {
    const res = await fetch(`${base}/api/scout/search?q=${q(typo(p.name))}`, { headers: { cookie } })
    const body = (await res.json()) as { data: { uid: string }[] }
    if (body.data.some((x) => x.uid === p.uid)) found++
  }
  return found
}
