import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roles } from '../../src/api/contract/auth'
import { concreteUrl, endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'

// Issue 13: every /api route × {anonymous, admin, community, scout} → the expected status, generated from the
// route table the app really registers (a new route is in the matrix the moment it exists; the route-table
// test makes it declare its role). A role's route answers 401 to everyone else, before any input is read;
// its own role gets past the door (whatever the input then earns: 400, 404 …). Ownership between two users of
// one role (another scout's enquiry, note, transaction → 404) is tested with each feature.

let walk: RouteWalk

beforeAll(async () => {
  walk = await walkableApp()
})
afterAll(() => walk.close())

describe('route × role matrix', () => {
  it('walks the whole API', () => {
    expect(walk.routes.length).toBeGreaterThan(250)
    expect(new Set(walk.routes.map((r) => r.auth))).toEqual(
      new Set(['public', 'admin', 'community', 'scout']),
    )
  })

  it('answers 401 to every other role and to nobody, and lets the route’s own role in', async () => {
    const wrong: string[] = []
    let calls = 0
    for (const route of walk.routes) {
      const url = concreteUrl(route.url)
      for (const who of ['anonymous', ...roles] as const) {
        // Signing out (any role's logout is a public route) would end the matrix's own sessions.
        if (who !== 'anonymous' && endsTheSession(route.url)) continue
        const res = await walk.clients[who].inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        })
        calls++
        const shouldOpen = route.auth === 'public' || route.auth === who
        const opened = res.statusCode !== 401
        if (opened !== shouldOpen)
          wrong.push(
            `${route.method} ${route.url} as ${who}: ${res.statusCode} (expected ${shouldOpen ? 'in' : '401'})`,
          )
        if (res.statusCode >= 500)
          wrong.push(`${route.method} ${route.url} as ${who}: ${res.statusCode} ${res.body}`)
        if (res.statusCode >= 400 && !res.json().message)
          wrong.push(`${route.method} ${route.url}: no message`)
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([])
    expect(calls).toBeGreaterThan(1000)
  }, 180_000)
})
