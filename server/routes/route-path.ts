import { apiBase } from '../../src/api/contract/terms/paths'

// The path a route registers, read from the contract's path tables (src/api/contract/), the ones the client
// builds its URLs from, so each path is spelled once. An entry is a URL (`/api/scout/hot-players`) or a
// function of one parameter (`(id) => /api/scout/profile/${id}`); the route is that URL under its area's
// prefix (`/hot-players`, `/profile/:id`). scripts/import-edges/route-paths.ts refuses a route spelled otherwise.

export type PathEntry = string | ((param: string) => string)

/** The prefixes the areas are registered under (server/app.ts), longest first; `/api` is the public area's. */
const prefixes = [...Object.values(apiBase), '/api'].sort((a, b) => b.length - a.length)

/** Stands in for the parameter while the entry is called: letters and underscores survive URL encoding. */
const PLACEHOLDER = '__route_param__'

/**
 * The route of a path-table entry under its area's prefix: `route(scoutPlayerPaths.profile)` → '/profile/:id',
 * `route(publicPaths.news, 'slug')` → '/public/news/:slug'. A URL outside /api is served from the root.
 */
export function route(entry: PathEntry, param = 'id'): string {
  const url = typeof entry === 'string' ? entry : entry(PLACEHOLDER)
  if (typeof entry === 'function' && url.split(PLACEHOLDER).length !== 2)
    throw new Error(`The path ${url} must take its ${param} once`)
  const path = url.replace(PLACEHOLDER, `:${param}`)
  if (!path.startsWith('/')) throw new Error(`The path ${path} must start with /`)
  const prefix = prefixes.find((p) => path.startsWith(`${p}/`))
  return prefix ? path.slice(prefix.length) : path
}
