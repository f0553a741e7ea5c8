import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { authPaths } from '../../src/api/contract/terms/paths'
import type { Role } from '../../src/api/contract/terms/roles'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// docs/decisions/0035-sign-in-waits-not-locks.md: failed sign-ins are counted per account whatever name was typed (a
// scout's email and username share one count) as well as per address, and they slow the account down with growing waits
// instead of locking it: a stranger guessing cannot keep the owner — an admin included — out, since the owner is mailed
// an "unlock and sign in" link (read here from the mail outbox, as every mail is queued there first).

let t: TestApp
let ip = 0
const nextIp = () => `10.34.0.${++ip}`

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const login = (role: Role, body: { email: string; password: string; unlock?: string }) =>
  t.anonymous().inject({ method: 'POST', url: authPaths(role).login, payload: body, remoteAddress: nextIp() })
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
const unlockTokenIn = (text: string) => /\?unlock=([\w%-]+)/.exec(text)?.[1]
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))

describe('failed sign-ins are counted per account', () => {
  it('a scout’s email and username share one count (no ten more guesses by username)', async () => {
    const scout = await t.createUser('scout')
    for (let i = 0; i < 5; i++)
      expect((await login('scout', { email: scout.email, password: `wrong-${i}-xxxx` })).statusCode).toBe(401)
    const byUsername = await login('scout', {
      email: scout.username!.toUpperCase(),
      password: 'wrong-by-name',
    })
    expect(byUsername.statusCode, byUsername.body).toBe(429)
    expect(byUsername.json().message).toMatch(
      /Too many failed sign-ins with this name: try again in \d+ second/,
    )
  })

  it('a name with no account waits the same way (the waits tell nothing of which names exist)', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await login('admin', { email: 'nobody-34@test.example', password: `x-${i}-xxxxxx` })).statusCode,
      ).toBe(401)
    expect((await login('admin', { email: 'nobody-34@test.example', password: 'x' })).statusCode).toBe(429)
  })
})

describe('growing waits instead of a lock', () => {
  it('the owner signs in once the short wait is over; each further failure doubles the wait', async () => {
    const member = await t.createUser('community')
    for (let i = 0; i < 5; i++) await login('community', { email: member.email, password: `guess-${i}-xxxx` })
    const waiting = await login('community', { email: member.email, password: TEST_PASSWORD })
    expect(waiting.statusCode).toBe(429)
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2)
    await sleep(Number(waiting.headers['retry-after']))
    expect((await login('community', { email: member.email, password: 'guess-6-xxxxx' })).statusCode).toBe(
      401,
    )
    const longer = await login('community', { email: member.email, password: TEST_PASSWORD })
    expect(longer.statusCode).toBe(429)
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(2)
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4)
    await sleep(Number(longer.headers['retry-after']))
    expect((await login('community', { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200)
    // Signed in: the failures are forgotten.
    for (let i = 0; i < 5; i++)
      expect(
        (await login('community', { email: member.email, password: `again-${i}-xxxx` })).statusCode,
      ).toBe(401)
  }, 30_000)

  it('a stranger cannot keep an admin out: the mailed link signs the owner in at once, once', async () => {
    const admin = await t.createUser('admin')
    for (let i = 0; i < 8; i++) await login('admin', { email: admin.email, password: `stranger-${i}-xx` })
    expect((await login('admin', { email: admin.email, password: TEST_PASSWORD })).statusCode).toBe(429)

    const mails = await mailsTo(admin.email)
    expect(mails).toHaveLength(1) // however many guesses: one mail in 15 minutes
    expect(mails[0]!.subject).toBe('Failed sign-ins to your Scoutline account')
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/admin/login?unlock=`)
    const unlock = decodeURIComponent(unlockTokenIn(mails[0]!.text)!)

    // The link with the wrong password opens nothing, and is spent.
    expect((await login('admin', { email: admin.email, password: 'not-it-either', unlock })).statusCode).toBe(
      401,
    )
    expect((await login('admin', { email: admin.email, password: TEST_PASSWORD, unlock })).statusCode).toBe(
      429,
    )
  })

  it('the link works for its own account only, and with the right password skips the wait', async () => {
    const owner = await t.createUser('admin')
    const other = await t.createUser('admin')
    for (const account of [owner, other])
      for (let i = 0; i < 6; i++) await login('admin', { email: account.email, password: `wrong-${i}-xxxx` })
    const unlock = decodeURIComponent(unlockTokenIn((await mailsTo(owner.email))[0]!.text)!)
    expect((await login('admin', { email: other.email, password: TEST_PASSWORD, unlock })).statusCode).toBe(
      429,
    )
    const signedIn = await login('admin', { email: owner.email, password: TEST_PASSWORD, unlock })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect((await login('admin', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200)
  })
})
