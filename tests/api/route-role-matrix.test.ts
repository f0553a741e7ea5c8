import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { type Role, roles } from '../../src/api/contract/auth'
import { authPaths } from '../../src/api/contract/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// Issue 13: every /api route × {anonymous, admin, community, scout} → the expected status, generated from the
// route table the app really registers (a new route is in the matrix the moment it exists; the route-table
// test makes it declare its role). A role's route answers 401 to everyone else, before any input is read;
// its own role gets past the door (whatever the input then earns: 400, 404 …). Ownership between two users of
// one role (another scout's enquiry, note, transaction → 404) is tested with each feature.

interface Seen {
  method: string
  url: string
  auth: string
}

let t: TestApp
let app: App
const routes: Seen[] = []
const clients = {} as Record<Role | 'anonymous', TestClient>

beforeAll(async () => {
  t = await buildTestApp()
  app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method))
        if (route.url.startsWith('/api/') && method !== 'HEAD')
          routes.push({ method, url: route.url, auth: (route.config as { auth?: string })?.auth ?? 'none' })
    },
  })
  await app.ready()
  clients.anonymous = new TestClient(app)
  for (const role of roles) {
    const account = await t.createUser(role)
    const client = new TestClient(app)
    const res = await client.inject({
      method: 'POST',
      url: authPaths(role).login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.body}`)
    clients[role] = client
  }
})
afterAll(async () => {
  await app.close()
  await t.close()
})

const concrete = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, '01900000-0000-7000-8000-000000000001').replace(/\*$/, 'x')

/** Ends a session or needs a real file: its own tests cover it; here it would sign the matrix's client out. */
const endsTheSession = (url: string) => /\/logout(_all)?$/.test(url)

describe('route × role matrix', () => {
  it('walks the whole API', () => {
    expect(routes.length).toBeGreaterThan(250)
    expect(new Set(routes.map((r) => r.auth))).toEqual(new Set(['public', 'admin', 'community', 'scout']))
  })

  it('answers 401 to every other role and to nobody, and lets the route’s own role in', async () => {
    const wrong: string[] = []
    let calls = 0
    for (const route of routes) {
      const url = concrete(route.url)
      for (const who of ['anonymous', ...roles] as const) {
        // Signing out (any role's logout is a public route) would end the matrix's own sessions.
        if (who !== 'anonymous' && endsTheSession(route.url)) continue
        const res = await clients[who].inject({
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
