import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// docs/security.md: log-out-everywhere and login are limited per account and per IP, and the limiter's state lives in
// the database, so every API instance behind a load balancer counts the same attempts.

let t: TestApp
let second: App
let ip = 0
const nextIp = () => `10.3.0.${++ip}`

beforeAll(async () => {
  t = await buildTestApp()
  // A second API instance on the same database, as behind a load balancer.
  second = await buildApp({ config: t.config, database: t.database, logger: false })
  await second.ready()
})
afterAll(async () => {
  await second.close()
  await t.close()
})

describe('POST logout_all rate limit', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, and ends no session', async () => {
    const account = await t.createUser('scout')
    const phone = await t.loginAs('scout', account)
    const attempt = (password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('scout').logoutAll,
        payload: { email: account.email, password },
        remoteAddress: nextIp(),
      })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password-x')).statusCode).toBe(401)
    const limited = await attempt(TEST_PASSWORD)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await phone.inject({ url: authPaths('scout').tokenLogin })).statusCode).toBe(200)
  })
})

describe('login limits', () => {
  it('count failures made on one instance when another instance is asked', async () => {
    const account = await t.createUser('community')
    const remoteAddress = nextIp()
    const payload = { email: account.email, password: 'wrong-password-y' }
    const onFirst = t.anonymous()
    const onSecond = new TestClient(second)
    for (let i = 0; i < 5; i++) {
      const client = i % 2 === 0 ? onFirst : onSecond
      const res = await client.inject({
        method: 'POST',
        url: authPaths('community').login,
        payload,
        remoteAddress,
      })
      expect(res.statusCode).toBe(401)
    }
    const limited = await onSecond.inject({
      method: 'POST',
      url: authPaths('community').login,
      payload: { email: account.email, password: TEST_PASSWORD },
      remoteAddress,
    })
    expect(limited.statusCode).toBe(429)
  })

  it('limit one address trying many accounts (50 failures), while other addresses still sign in', async () => {
    const remoteAddress = nextIp()
    const victim = await t.createUser('admin')
    const guess = (n: number) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('admin').login,
        payload: { email: `guess-${n}@test.example`, password: 'spray-password-1' },
        remoteAddress,
      })
    for (let i = 0; i < 50; i++) expect((await guess(i)).statusCode).toBe(401)
    const limited = await guess(50)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    const elsewhere = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('admin').login,
      payload: { email: victim.email, password: TEST_PASSWORD },
      remoteAddress: nextIp(),
    })
    expect(elsewhere.statusCode).toBe(200)
  }, 120_000)

  it('forget a successful account’s earlier failures', async () => {
    const account = await t.createUser('scout')
    const remoteAddress = nextIp()
    const login = (password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('scout').login,
        payload: { email: account.email, password },
        remoteAddress,
      })
    for (let i = 0; i < 4; i++) expect((await login('wrong-password-z')).statusCode).toBe(401)
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200)
    // The count started again: four more mistakes are still answered 401, not 429.
    for (let i = 0; i < 4; i++) expect((await login('wrong-password-z')).statusCode).toBe(401)
  })
})

describe('a burst of guesses (the counter is taken before the password is checked)', () => {
  it('checks at most 5 of 100 concurrent wrong logins, and makes the right password sent after them wait', async () => {
    const account = await t.createUser('scout')
    const guess = (password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('scout').login,
        payload: { email: account.email, password },
        remoteAddress: nextIp(),
      })
    const started = Date.now()
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(`wrong-guess-${i}-xx`)))
    const seconds = (Date.now() - started) / 1000
    const checked = answers.filter((a) => a.statusCode === 401).length
    const refused = answers.filter((a) => a.statusCode === 429).length
    // Five free failures, then one more each time a wait (2 s, 4 s, 8 s …) ends while the burst is answered.
    let allowed = 5
    for (let wait = 2, waited = 2; waited <= seconds; wait *= 2, waited += wait) allowed++
    expect(checked).toBeLessThanOrEqual(allowed)
    expect(checked + refused).toBe(100)
    expect((await guess(TEST_PASSWORD)).statusCode).toBe(429)
  })

  it('shares one budget between login and log out everywhere', async () => {
    const account = await t.createUser('scout')
    const send = (url: string, password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url,
        payload: { email: account.email, password },
        remoteAddress: nextIp(),
      })
    for (let i = 0; i < 5; i++)
      expect((await send(authPaths('scout').login, `nope-${i}-nope`)).statusCode).toBe(401)
    expect((await send(authPaths('scout').logoutAll, 'one-more-guess')).statusCode).toBe(429)
  })

  it('does not count a successful login against the address', async () => {
    const remoteAddress = nextIp()
    // More sign-ins than the address's failure budget (50): all of them succeed.
    for (let i = 0; i < 52; i++) {
      const account = await t.createUser('community')
      const res = await t.anonymous().inject({
        method: 'POST',
        url: authPaths('community').login,
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress,
      })
      expect(res.statusCode).toBe(200)
    }
  })
})
