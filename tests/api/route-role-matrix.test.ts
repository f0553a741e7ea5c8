import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { roles } from '../../src/api/contract/terms/roles'
import { TestClient } from '../support/http-client'
import { concreteUrl, endsTheSession, type RouteWalk, walkableApp } from '../support/route-walk'
import { TEST_PASSWORD } from '../support/test-app'

// The route × role matrix (docs/security.md): every /api route × {anonymous, admin, community, scout} → the expected
// status, generated from the route table the app really registers (a new route is in the matrix the moment it exists;
// the route-table test makes it declare its role). A role's route answers 401 to everyone else, before any input is
// read; its own role gets past the door (whatever the input then earns: 400, 404 …). And a second scout: what one scout
// owns (an enquiry, a note, a transaction) does not exist for another (404), and every other scout route with an id
// answers both scouts alike (shared football data).

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

  it('keeps what a scout owns from a second scout, and answers both alike everywhere else', async () => {
    const { clients, app, t } = walk
    const scout = clients.scout
    const second = new TestClient(app)
    const account = await t.createUser('scout')
    await second.inject({
      method: 'POST',
      url: authPaths('scout').login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    const player = (
      await clients.community.inject({
        method: 'POST',
        url: '/api/community/player',
        payload: { name: 'Owned Talk' },
      })
    ).json().data
    const owned: Record<string, string> = {
      '/api/scout/enquire/:id': (
        await scout.inject({
          method: 'POST',
          url: '/api/scout/enquire',
          payload: { pid: player.uid, message: 'Free?' },
        })
      ).json().data.uid,
      '/api/scout/notes/:id': (
        await scout.inject({ method: 'POST', url: '/api/scout/notes', payload: { text: 'Mine only' } })
      ).json().data.uid,
      '/api/scout/payment/transaction/:id': (
        await scout.inject({ url: '/api/scout/payment?package_code=pro' })
      ).json().data.transaction_id,
    }
    const bodies: Record<string, object> = { PUT: { status: 'withdrawn' } }
    const wrong: string[] = []
    const scoutRoutes = walk.routes.filter((r) => r.auth === 'scout' && r.url.includes(':'))
    for (const route of scoutRoutes) {
      const id = owned[route.url]
      const url = concreteUrl(route.url, id)
      const send = (client: TestClient) =>
        client.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: bodies[route.method] ?? {} }),
        })
      if (id) {
        // The second scout first: a refused write must leave the owner's record as it was.
        const theirs = await send(second)
        if (theirs.statusCode !== 404)
          wrong.push(`${route.method} ${route.url} as a second scout: ${theirs.statusCode}`)
        if (route.method === 'GET' && (await send(scout)).statusCode !== 200)
          wrong.push(`${route.method} ${route.url} as its own scout: not 200`)
      } else {
        const [mine, theirs] = [await send(scout), await send(second)]
        if (mine.statusCode !== theirs.statusCode)
          wrong.push(
            `${route.method} ${route.url}: ${mine.statusCode} for one scout, ${theirs.statusCode} for another`,
          )
      }
    }
    expect(Object.keys(owned).every((u) => scoutRoutes.some((r) => r.url === u))).toBe(true)
    expect(wrong, wrong.join('\n')).toEqual([])
    // The owner's enquiry was not withdrawn by the other scout's PUT, nor the note deleted.
    expect(
      (await scout.inject({ url: `/api/scout/enquire/${owned['/api/scout/enquire/:id']}` })).json().data
        .status,
    ).toBe('new')
    expect((await scout.inject({ url: '/api/scout/notes' })).json().data).toHaveLength(1)
  })
})
