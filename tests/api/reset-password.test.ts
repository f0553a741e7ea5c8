import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, passwordResets } from '../../server/db/schema/index'
import { hashToken } from '../../server/domain/accounts/tokens'
import { FORGET_PASSWORD_ANSWER, RESET_LINK_DEAD } from '../../src/api/contract/schemas/auth'
import { authPaths, forgetPasswordPath } from '../../src/api/contract/terms/paths'
import { roles } from '../../src/api/contract/terms/roles'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// Forget-password end to end through the mail outbox (the default mailer): the same answer for known and unknown
// addresses, a link that works once, within 15 minutes, and that ends every session of the account.

const NEW_PASSWORD = 'a-brand-new-long-password'
let t: TestApp
let ip = 0
// Each test comes from its own address so the per-IP limits of one test never leak into another.
const nextIp = () => `10.1.0.${++ip}`

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function outboxFor(to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
}

/** The token of the reset link in a mail body. */
function linkToken(text: string, role: string) {
  const link = text.match(/https?:\/\/\S+\/forget-password\?role=(\w+)&token=([\w%-]+)/)
  expect(link, 'the mail carries a reset link').not.toBeNull()
  expect(link![1]).toBe(role)
  return decodeURIComponent(link![2]!)
}

describe.each(roles)('%s forget-password', (role) => {
  const paths = authPaths(role)

  it('gives the same answer for a known and an unknown address; only the known one gets a mail', async () => {
    const account = await t.createUser(role)
    const remoteAddress = nextIp()
    const client = t.anonymous()
    const known = await client.inject({
      method: 'POST',
      url: paths.forgetPassword,
      payload: { email: account.email.toUpperCase() },
      remoteAddress,
    })
    const unknownEmail = `nobody-${role}@test.example`
    const unknown = await client.inject({
      method: 'POST',
      url: paths.forgetPassword,
      payload: { email: unknownEmail },
      remoteAddress,
    })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })
    expect(unknown.body).toBe(known.body)

    const mails = await outboxFor(account.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Reset your password')
    expect(mails[0]!.text).toMatch(/15 minutes/)
    expect(await outboxFor(unknownEmail)).toHaveLength(0)
  })

  it('resets the password once with the mailed link and ends every session', async () => {
    const account = await t.createUser(role)
    const laptop = await t.loginAs(role, account)
    const phone = await t.loginAs(role, account)
    const remoteAddress = nextIp()
    const before = Date.now()
    await t
      .anonymous()
      .inject({ method: 'POST', url: paths.forgetPassword, payload: { email: account.email }, remoteAddress })
    const token = linkToken((await outboxFor(account.email))[0]!.text, role)

    // Stored hashed, valid for 15 minutes from the request.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.accountUid, account.uid))
    expect(row!.tokenHash).toBe(hashToken(token))
    expect(row!.tokenHash).not.toContain(token)
    const ttl = row!.expiresAt.getTime() - before
    expect(ttl).toBeGreaterThanOrEqual(15 * 60_000)
    expect(ttl).toBeLessThan(15 * 60_000 + 10_000)

    const reset = await t.anonymous().inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { token, password: NEW_PASSWORD },
      remoteAddress,
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().data.message).toMatch(/password has been changed/)

    // Every session of the account is over.
    expect((await laptop.inject({ url: paths.tokenLogin })).statusCode).toBe(401)
    expect((await phone.inject({ url: paths.tokenLogin })).statusCode).toBe(401)

    // The old password no longer signs in; the new one does.
    const login = (password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: paths.login,
        payload: { email: account.email, password },
        remoteAddress,
      })
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)

    // The link works once.
    const again = await t.anonymous().inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { token, password: 'yet-another-password-1' },
      remoteAddress,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid or has expired/)
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('a cut-off link reads as a dead link, not as a length rule of something the user typed', async () => {
    for (const token of ['abc123', 'x'.repeat(201), '']) {
      const res = await t.anonymous().inject({
        method: 'POST',
        url: paths.resetPassword,
        payload: { token, password: NEW_PASSWORD },
        remoteAddress: nextIp(),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(RESET_LINK_DEAD)
      expect(res.body).not.toMatch(/characters/)
    }
  })

  it('refuses a link older than 15 minutes and keeps the old password', async () => {
    const account = await t.createUser(role)
    const remoteAddress = nextIp()
    await t
      .anonymous()
      .inject({ method: 'POST', url: paths.forgetPassword, payload: { email: account.email }, remoteAddress })
    const token = linkToken((await outboxFor(account.email))[0]!.text, role)
    // 15 minutes pass: the database clock decides, so move the stored expiry instead of the test's clock.
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)))

    const reset = await t.anonymous().inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { token, password: NEW_PASSWORD },
      remoteAddress,
    })
    expect(reset.statusCode).toBe(400)
    expect(reset.json()).toMatchObject({ message: expect.stringMatching(/expired/), code: 'RESET_TOKEN' })
    const login = await t.anonymous().inject({
      method: 'POST',
      url: paths.login,
      payload: { email: account.email, password: TEST_PASSWORD },
      remoteAddress,
    })
    expect(login.statusCode).toBe(200)
  })
})

describe('reset-password', () => {
  it('refuses a made-up token, a too-short and a common password with messages', async () => {
    const remoteAddress = nextIp()
    const post = (payload: object) =>
      t.anonymous().inject({ method: 'POST', url: authPaths('scout').resetPassword, payload, remoteAddress })
    const madeUp = await post({ token: 'x'.repeat(43), password: NEW_PASSWORD })
    expect(madeUp.statusCode).toBe(400)
    expect(madeUp.json().code).toBe('RESET_TOKEN')
    const short = await post({ token: 'x'.repeat(43), password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().issues).toEqual([{ path: 'password', message: expect.stringMatching(/at least 10/) }])
    const common = await post({ token: 'x'.repeat(43), password: 'Password123' })
    expect(common.statusCode).toBe(400)
    expect(common.json().issues[0]).toMatchObject({
      path: 'password',
      message: expect.stringMatching(/common/),
    })
  })

  it('does not accept one role’s link on another role’s API, and the link still works where it belongs', async () => {
    const account = await t.createUser('scout')
    const remoteAddress = nextIp()
    await t.anonymous().inject({
      method: 'POST',
      url: authPaths('scout').forgetPassword,
      payload: { email: account.email },
      remoteAddress,
    })
    const token = linkToken((await outboxFor(account.email))[0]!.text, 'scout')
    const wrongArea = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('admin').resetPassword,
      payload: { token, password: NEW_PASSWORD },
      remoteAddress,
    })
    expect(wrongArea.statusCode).toBe(400)
    const right = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('scout').resetPassword,
      payload: { token, password: NEW_PASSWORD },
      remoteAddress,
    })
    expect(right.statusCode).toBe(200)
  })
})

describe('several reset links', () => {
  it('a reset with the newest link also ends the older one', async () => {
    const account = await t.createUser('community')
    const remoteAddress = nextIp()
    const ask = () =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('community').forgetPassword,
        payload: { email: account.email },
        remoteAddress,
      })
    await ask()
    await ask()
    const [newest, oldest] = (await outboxFor(account.email)).map((m) => linkToken(m.text, 'community'))
    expect(newest).not.toBe(oldest)
    const reset = (token: string, password: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('community').resetPassword,
        payload: { token, password },
        remoteAddress,
      })
    expect((await reset(newest!, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await reset(oldest!, 'someone-elses-choice-1')).statusCode).toBe(400)
    const login = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('community').login,
      payload: { email: account.email, password: NEW_PASSWORD },
      remoteAddress,
    })
    expect(login.statusCode).toBe(200)
  })
})

describe('forget-password rate limit', () => {
  it('answers 429 with Retry-After after 5 requests for one address, and sends no more mail', async () => {
    const account = await t.createUser('community')
    const ask = (remoteAddress: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('community').forgetPassword,
        payload: { email: account.email },
        remoteAddress,
      })
    // Spread over addresses: the per-account limit holds whoever asks.
    for (let i = 0; i < 5; i++) expect((await ask(nextIp())).statusCode).toBe(200)
    const limited = await ask(nextIp())
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(limited.json().message).toMatch(/Too many attempts/)
    expect(await outboxFor(account.email)).toHaveLength(5)
  })

  it('limits one address asking about many accounts (20 per window)', async () => {
    const remoteAddress = nextIp()
    const ask = (n: number) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths('admin').forgetPassword,
        payload: { email: `probe-${n}@test.example` },
        remoteAddress,
      })
    for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(200)
    const limited = await ask(20)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('forget-password by address alone (POST /api/public/forget-password)', () => {
  it.each(roles)(
    'mails the %s holding the address a link to its own area; an unknown one gets the same answer',
    async (role) => {
      const account = await t.createUser(role)
      const remoteAddress = nextIp()
      const ask = (email: string) =>
        t.anonymous().inject({ method: 'POST', url: forgetPasswordPath, payload: { email }, remoteAddress })
      const known = await ask(account.email)
      const unknown = await ask(`nobody-any-${role}@test.example`)
      expect(known.statusCode).toBe(200)
      expect(known.json()).toEqual({ data: { message: FORGET_PASSWORD_ANSWER } })
      expect(unknown.body).toBe(known.body)
      const mails = await outboxFor(account.email)
      expect(mails).toHaveLength(1)
      // The link works on that role's reset, as the role-bound form's link does.
      const token = linkToken(mails[0]!.text, role)
      const reset = await t.anonymous().inject({
        method: 'POST',
        url: authPaths(role).resetPassword,
        payload: { token, password: NEW_PASSWORD },
        remoteAddress,
      })
      expect(reset.statusCode, reset.body).toBe(200)
    },
  )

  it('is limited per address asked about, like the role-bound form', async () => {
    const account = await t.createUser('scout')
    const ask = () =>
      t.anonymous().inject({
        method: 'POST',
        url: forgetPasswordPath,
        payload: { email: account.email },
        remoteAddress: nextIp(),
      })
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200)
    expect((await ask()).statusCode).toBe(429)
  })
})
