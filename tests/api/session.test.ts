import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { roles } from '../../src/api/contract/terms/roles'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe.each(roles)('%s sessions', (role) => {
  const paths = authPaths(role)

  it('signs in, answers token_login with the profile, and signs out', async () => {
    const account = await t.createUser(role)
    const client = t.anonymous()
    const login = await client.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: account.email.toUpperCase(), password: TEST_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().data).toMatchObject({ uid: account.uid, email: account.email, role })
    const cookie = login.cookies.find((c) => c.name === `sid_${role}`)!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: `/api/${role}` })

    const me = await client.inject({ url: paths.tokenLogin })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.email).toBe(account.email)

    const out = await client.inject({ url: paths.logout })
    expect(out.statusCode).toBe(200)
    const after = await client.inject({ url: paths.tokenLogin })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: 'User not authenticated Please login', code: 'UNAUTHENTICATED' })
  })

  it('refuses a wrong password with a message and no cookie', async () => {
    const account = await t.createUser(role)
    const res = await t.anonymous().inject({
      method: 'POST',
      url: paths.login,
      payload: { email: account.email, password: 'not-the-password' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid email or password')
    expect(res.cookies.find((c) => c.name === `sid_${role}`)).toBeUndefined()
  })

  it('issues a new session token on every login', async () => {
    const client = await t.loginAs(role)
    const first = client.cookies.get(`sid_${role}`)
    await client.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: client.account.email, password: TEST_PASSWORD },
    })
    const second = client.cookies.get(`sid_${role}`)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    // The old token no longer works.
    const old = await t.app.inject({ url: paths.tokenLogin, headers: { cookie: `sid_${role}=${first}` } })
    expect(old.statusCode).toBe(401)
  })

  it('refuses a login without the CSRF header, or with a wrong one, with 403', async () => {
    const account = await t.createUser(role)
    const payload = { email: account.email, password: TEST_PASSWORD }
    const none = await t.anonymous().inject({ method: 'POST', url: paths.login, payload, csrf: false })
    expect(none.statusCode).toBe(403)
    expect(none.json().message).toMatch(/CSRF/)
    const client = t.anonymous()
    await client.inject({ url: '/api/health' })
    const wrong = await client.inject({
      method: 'POST',
      url: paths.login,
      payload,
      headers: { 'x-xsrf-token': `${client.xsrf}x` },
    })
    expect(wrong.statusCode).toBe(403)
  })
})

describe('one role on another role’s API', () => {
  it('answers 401 for every other area', async () => {
    for (const role of roles) {
      const client = await t.loginAs(role)
      const token = client.cookies.get(`sid_${role}`)
      for (const other of roles.filter((r) => r !== role)) {
        // Sent by hand under the other role's cookie name: the session belongs to a different role.
        const res = await t.app.inject({
          url: authPaths(other).tokenLogin,
          headers: { cookie: `sid_${other}=${token}` },
        })
        expect(res.statusCode).toBe(401)
      }
    }
  })
})

describe('POST logout_all', () => {
  it.each(['community', 'scout'] as const)('ends every session of the %s', async (role) => {
    const account = await t.createUser(role)
    const tablet = await t.loginAs(role, account)
    const phone = await t.loginAs(role, account)
    const res = await phone.inject({
      method: 'POST',
      url: authPaths(role).logoutAll,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.ended).toBe(2)
    expect((await tablet.inject({ url: authPaths(role).tokenLogin })).statusCode).toBe(401)
    expect((await phone.inject({ url: authPaths(role).tokenLogin })).statusCode).toBe(401)
  })

  it('refuses a wrong password and ends nothing', async () => {
    const tablet = await t.loginAs('community')
    const res = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').logoutAll,
      payload: { email: tablet.account.email, password: 'wrong-password-here' },
    })
    expect(res.statusCode).toBe(401)
    expect((await tablet.inject({ url: authPaths('community').tokenLogin })).statusCode).toBe(200)
  })
})

describe('login rate limit', () => {
  it('makes the account wait (429 with Retry-After) after 5 failed attempts, the right password too', async () => {
    const account = await t.createUser('scout')
    const client = t.anonymous()
    const attempt = () =>
      client.inject({
        method: 'POST',
        url: authPaths('scout').login,
        payload: { email: account.email, password: 'bad-password-1' },
      })
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/Too many failed sign-ins with this name/)
    // Even the right password waits until the wait ends (seconds; sign-in-limits.test.ts follows it through).
    const right = await client.inject({
      method: 'POST',
      url: authPaths('scout').login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    expect(right.statusCode).toBe(429)
  })
})

describe('unknown API paths', () => {
  it('answer JSON 404 with a message', async () => {
    const res = await t.anonymous().inject({ url: '/api/scout/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
    expect(res.json().message).toMatch(/No such endpoint/)
  })
})

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const res = await t.anonymous().inject({ url: '/api/health' })
    expect(res.json()).toMatchObject({ data: { status: 'ok', database: 'up' } })
  })
})

// A signed-in request is answered from a session remembered for seconds (domain/accounts/session-memory.ts):
// each of these reads the session first, so it is remembered when the change happens.
describe('a remembered session', () => {
  it('ends at once with log out everywhere', async () => {
    const tablet = await t.loginAs('community')
    expect((await tablet.inject({ url: authPaths('community').tokenLogin })).statusCode).toBe(200)
    const ended = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').logoutAll,
      payload: { email: tablet.account.email, password: TEST_PASSWORD },
    })
    expect(ended.statusCode).toBe(200)
    expect((await tablet.inject({ url: authPaths('community').tokenLogin })).statusCode).toBe(401)
  })

  it('ends at once when an admin disables the scout', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: authPaths('scout').tokenLogin })).statusCode).toBe(200)
    const admin = await t.loginAs('admin')
    const disabled = await admin.inject({
      method: 'PUT',
      url: `/api/admin/scout/${scout.account.uid}/disabled`,
      payload: { disabled: true },
    })
    expect(disabled.statusCode).toBe(200)
    expect((await scout.inject({ url: authPaths('scout').tokenLogin })).statusCode).toBe(401)
  })

  it('shows a profile edit at once', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: authPaths('scout').tokenLogin })).json().data.name).not.toBe(
      'Renamed Scout',
    )
    const edited = await scout.inject({
      method: 'PUT',
      url: '/api/scout/profile',
      payload: { name: 'Renamed Scout' },
    })
    expect(edited.statusCode).toBe(200)
    expect((await scout.inject({ url: authPaths('scout').tokenLogin })).json().data.name).toBe(
      'Renamed Scout',
    )
  })
})
