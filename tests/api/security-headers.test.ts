import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// What every response carries and how malformed requests are answered (docs/security.md "Requests"): helmet headers
// with a strict CSP, body limits, one error shape, and a GET logout that another site cannot trigger.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a JSON 404', '/api/nothing-here'],
    ['a 401', '/api/scout/token_login'],
  ])('are on %s', async (_, url) => {
    const res = await t.anonymous().inject({ url })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  it('adds HSTS and upgrade-insecure-requests in production only', async () => {
    expect(
      (await t.anonymous().inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined()
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'prod-secret-for-the-headers-test-0123456789',
    })
    try {
      const res = await prod.anonymous().inject({ url: '/api/health' })
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
      // The CSRF cookie is Secure in production too.
      expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true)
    } finally {
      await prod.close()
    }
  })
})

describe('malformed requests', () => {
  const login = authPaths('scout').login

  it('answers a body over 1 MiB with 413 and a message', async () => {
    const res = await t.anonymous().inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.anonymous().inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.example", "password": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' })
  })

  it('answers a body of an unsupported type with 415 and a message', async () => {
    const res = await t.anonymous().inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('refuses a JSON body that tries to poison prototypes', async () => {
    const res = await t.anonymous().inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.example","password":"long-enough-pw","__proto__":{"admin":true}}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
  })
})

describe('GET logout from another site', () => {
  it.each(['cross-site', 'same-site'])(
    'is refused (403) when Sec-Fetch-Site is %s; the session lives on',
    async (site) => {
      const scout = await t.loginAs('scout')
      const res = await scout.inject({ url: authPaths('scout').logout, headers: { 'sec-fetch-site': site } })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ message: 'Cross-site request refused', code: 'CSRF' })
      expect(res.cookies.find((c) => c.name === 'sid_scout')).toBeUndefined()
      expect((await scout.inject({ url: authPaths('scout').tokenLogin })).statusCode).toBe(200)
    },
  )

  it('works from the app itself (same-origin) and from a typed address (none)', async () => {
    for (const site of ['same-origin', 'none']) {
      const community = await t.loginAs('community')
      const res = await community.inject({
        url: authPaths('community').logout,
        headers: { 'sec-fetch-site': site },
      })
      expect(res.statusCode).toBe(200)
      expect((await community.inject({ url: authPaths('community').tokenLogin })).statusCode).toBe(401)
    }
  })
})

describe('a login body with extra fields', () => {
  it('still signs in: unknown fields are stripped, not an error', async () => {
    const account = await t.createUser('admin')
    const res = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('admin').login,
      payload: { email: account.email, password: TEST_PASSWORD, remember: true, role: 'scout' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.role).toBe('admin')
  })
})
