import type { SampledPlayer } from './request-path-data'

// The rows of issue 14's table (and issue 8's scout search and filter), as requests cycled through the sampled
// players. `server`: which process answers ('bare' is bench/bare-fastify.ts); `role`: whose session is sent.

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
const q = encodeURIComponent

export function benchRoutes(sample: SampledPlayer[]): BenchRoute[] {
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
      sample.map((p) => get(`/api/community/profile/${p.uid}`)),
    ),
    app(
      'GET community/player_stats/{id}',
      'community',
      sample.map((p) => get(`/api/community/player_stats/${p.uid}`)),
    ),
    app(
      'filtered list (position + nationality + age 18–23, page 1)',
      'community',
      sample.map((p) =>
        get(
          `/api/community/player?position=${q(p.position)}&nationality_id=${p.nationality}&age_min=18&age_max=23`,
        ),
      ),
    ),
    app(
      'name search, prefix ("Lucas Bo")',
      'community',
      sample.map((p) => get(`/api/community/search?q=${q(prefix(p.name))}`)),
    ),
    app(
      'name search with a typo',
      'community',
      sample.map((p) => get(`/api/community/search?q=${q(typo(p.name))}`)),
    ),
    app(
      'scout search, prefix',
      'scout',
      sample.map((p) => get(`/api/scout/search?q=${q(prefix(p.name))}`)),
    ),
    app(
      'scout search with a typo',
      'scout',
      sample.map((p) => get(`/api/scout/search?q=${q(typo(p.name))}`)),
    ),
    app('scout filter (position + country + age 18–23 + ≥ 900 min)', 'scout', sample.map(typicalScoutFilter)),
  ]
}
