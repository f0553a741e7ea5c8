import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, mailOutbox } from '../../server/db/schema/index'
import { REGISTER_ANSWER } from '../../server/domain/accounts/registration'
import { limits } from '../../server/plugins/rate-limit'
import { authPaths, scoutAccountPaths } from '../../src/api/contract/terms/paths'
import type { TestClient } from '../support/http-client'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// A scout's own account (docs/api/scout.md#account): registration, the username check while typing, and the profile.

let t: TestApp
let ip = 0
// Per-IP limits are part of what is tested: each test speaks from its own address.
const nextIp = () => `10.2.0.${++ip}`

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const scoutPaths = authPaths('scout')

/** The link in the newest mail to an address (the outbox mailer keeps it in the database). */
async function linkMailedTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(desc(mailOutbox.createdAt))
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`No link mailed to ${address}`)
  return link
}

function register(client: TestClient, payload: object, remoteAddress = nextIp()) {
  return client.inject({ method: 'POST', url: scoutAccountPaths.register, payload, remoteAddress })
}

describe('POST /api/scout/register', () => {
  it('answers 202 "check your mail", and the mailed link confirms the address and signs the scout in', async () => {
    const client = t.anonymous()
    const res = await register(client, {
      username: 'New.Scout_1',
      email: 'New.Scout@Test.Example',
      password: 'a-good-long-password',
    })
    expect(res.statusCode).toBe(202)
    expect(res.json().data.message).toBe(REGISTER_ANSWER)
    expect(res.cookies.find((c) => c.name === 'sid_scout')).toBeUndefined()
    // Not signed in yet: the password alone does not open the account before the address is confirmed.
    const early = await t.anonymous().inject({
      method: 'POST',
      url: scoutPaths.login,
      payload: { email: 'new.scout@test.example', password: 'a-good-long-password' },
      remoteAddress: nextIp(),
    })
    expect(early.statusCode).toBe(403)
    expect(early.json().message).toMatch(/Confirm your address first/)

    const link = await linkMailedTo('new.scout@test.example')
    const confirmed = await client.inject({
      method: 'POST',
      url: scoutAccountPaths.confirmEmail,
      payload: { token: new URL(link).searchParams.get('token') },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().data).toMatchObject({ role: 'scout', username: 'New.Scout_1' })
    expect(confirmed.cookies.find((c) => c.name === 'sid_scout')).toMatchObject({
      httpOnly: true,
      path: '/api/scout',
    })
    const me = await client.inject({ url: scoutPaths.tokenLogin })
    expect(me.json().data.username).toBe('New.Scout_1')
    // The link works once; the password now signs in.
    const again = await t.anonymous().inject({
      method: 'POST',
      url: scoutAccountPaths.confirmEmail,
      payload: { token: new URL(link).searchParams.get('token') },
    })
    expect(again.statusCode).toBe(400)
    const login = await t.anonymous().inject({
      method: 'POST',
      url: scoutPaths.login,
      payload: { email: 'new.scout@test.example', password: 'a-good-long-password' },
      remoteAddress: nextIp(),
    })
    expect(login.statusCode).toBe(200)
  })

  it('answers a taken address exactly as a new one, and mails its owner instead', async () => {
    const existing = await t.createUser('scout')
    const taken = await register(t.anonymous(), {
      username: 'someone-else',
      email: existing.email.toUpperCase(),
      password: 'a-good-long-password',
    })
    const fresh = await register(t.anonymous(), {
      username: 'someone-new',
      email: 'someone-new@test.example',
      password: 'a-good-long-password',
    })
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body])
    const [notice] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, existing.email))
      .orderBy(desc(mailOutbox.createdAt))
    expect(notice?.subject).toBe('Someone tried to register with your address')
    const [row] = await t.db.select().from(accounts).where(eq(accounts.username, 'someone-else'))
    expect(row).toBeUndefined()
  })

  it('ignores fields a scout may not set (no mass assignment)', async () => {
    const res = await register(t.anonymous(), {
      username: 'sneaky-scout',
      email: 'sneaky@test.example',
      password: 'a-good-long-password',
      role: 'admin',
      disabled: false,
      uid: '00000000-0000-7000-8000-000000000000',
      passwordHash: 'x',
    })
    expect(res.statusCode).toBe(202)
    const [row] = await t.db.select().from(accounts).where(eq(accounts.username, 'sneaky-scout'))
    expect(row!.role).toBe('scout')
    expect(row!.uid).not.toBe('00000000-0000-7000-8000-000000000000')
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    const admin = await t.anonymous().inject({
      method: 'POST',
      url: authPaths('admin').login,
      payload: { email: 'sneaky@test.example', password: 'a-good-long-password' },
    })
    expect(admin.statusCode).toBe(401)
  })

  const valid = { username: 'fresh-name', email: 'fresh@test.example', password: 'a-good-long-password' }
  it.each([
    ['a short password', { password: 'short' }, 'password', /at least 10/],
    ['a common password', { password: 'Password123' }, 'password', /too common/],
    ['a malformed email', { email: 'not-an-email' }, 'email', /valid email/],
    ['a malformed username', { username: 'no spaces!' }, 'username', /letters, digits/],
    ['a too-short username', { username: 'ab' }, 'username', /at least 3/],
    ['a missing username', { username: undefined }, 'username', /.+/],
  ])(
    'refuses %s with 400 and an issue on that field, and signs nobody in',
    async (_, change, path, message) => {
      const res = await register(t.anonymous(), { ...valid, ...change })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.message).toEqual(expect.any(String))
      expect(body.issues).toContainEqual({ path, message: expect.stringMatching(message) })
      expect(res.cookies.find((c) => c.name === 'sid_scout')).toBeUndefined()
      const [row] = await t.db.select().from(accounts).where(eq(accounts.email, 'fresh@test.example'))
      expect(row).toBeUndefined()
    },
  )

  it('refuses a taken username (whatever its case), naming the field', async () => {
    await t.createUser('scout', { username: 'Taken-Name' })
    const res = await register(t.anonymous(), {
      username: 'tAKEN-nAME',
      email: 'another@test.example',
      password: 'a-good-long-password',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'username', message: 'This username is taken' }])
  })

  it(`answers 429 with Retry-After after ${limits.registerPerIp.max} registrations from one address in an hour`, async () => {
    const remoteAddress = nextIp()
    for (let i = 0; i < limits.registerPerIp.max; i++) {
      const res = await register(
        t.anonymous(),
        { username: `burst-${i}`, email: `burst-${i}@test.example`, password: 'a-good-long-password' },
        remoteAddress,
      )
      expect(res.statusCode).toBe(202)
    }
    const limited = await register(
      t.anonymous(),
      { username: 'burst-last', email: 'burst-last@test.example', password: 'a-good-long-password' },
      remoteAddress,
    )
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600)
    // Another address is not affected.
    expect(
      (await register(t.anonymous(), { ...valid, username: 'other-ip', email: 'o@test.example' })).statusCode,
    ).toBe(202)
  })
})

describe('GET /api/scout/validate_username', () => {
  const check = (username: string, remoteAddress: string) =>
    t.anonymous().inject({
      url: `${scoutAccountPaths.validateUsername}?username=${encodeURIComponent(username)}`,
      remoteAddress,
    })

  it('says whether a username is free, taken (any case) or malformed', async () => {
    await t.createUser('scout', { username: 'Occupied.Name' })
    const remoteAddress = nextIp()
    expect((await check('brand-new-name', remoteAddress)).json()).toEqual({
      data: { username: 'brand-new-name', available: true },
    })
    const taken = await check('OCCUPIED.name', remoteAddress)
    expect(taken.statusCode).toBe(200)
    expect(taken.json().data).toMatchObject({ available: false, message: 'This username is taken' })
    const malformed = await check('has space', remoteAddress)
    expect(malformed.json().data).toMatchObject({
      available: false,
      message: expect.stringMatching(/letters/),
    })
    const short = await check('ab', remoteAddress)
    expect(short.json().data).toMatchObject({
      available: false,
      message: expect.stringMatching(/at least 3/),
    })
  })

  it('answers 429 with Retry-After after 60 checks a minute from one address', async () => {
    const remoteAddress = nextIp()
    for (let i = 0; i < 60; i++) expect((await check(`name-${i}`, remoteAddress)).statusCode).toBe(200)
    const limited = await check('name-60', remoteAddress)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await check('name-60', nextIp())).statusCode).toBe(200)
  })
})

describe('scout profile', () => {
  it('shows the signed-in scout their own profile', async () => {
    const scout = await t.loginAs('scout')
    const res = await scout.inject({ url: scoutPaths.profile })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ uid: scout.account.uid, username: scout.account.username })
    expect(res.json().data).not.toHaveProperty('passwordHash')
  })

  it('changes only the caller’s own profile and only the fields a scout may change', async () => {
    const scout = await t.loginAs('scout')
    const other = await t.loginAs('scout')
    const res = await scout.inject({
      method: 'PUT',
      url: scoutPaths.profile,
      payload: {
        name: 'Robin Scout',
        organisation: 'Northern Lights FC',
        country: 'Norway',
        // None of these may be set through the profile:
        uid: other.account.uid,
        role: 'admin',
        email: 'hijack@test.example',
        username: 'hijacked',
        passwordHash: 'x',
        disabled: true,
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      uid: scout.account.uid,
      role: 'scout',
      name: 'Robin Scout',
      organisation: 'Northern Lights FC',
      email: scout.account.email,
      username: scout.account.username,
    })
    // The change is stored: a new sign-in sees it; the other scout is untouched.
    const again = await t.loginAs('scout', scout.account)
    expect((await again.inject({ url: scoutPaths.profile })).json().data.country).toBe('Norway')
    const otherProfile = (await other.inject({ url: scoutPaths.profile })).json().data
    expect(otherProfile).toMatchObject({ name: other.account.name, organisation: null })
  })

  it('refuses invalid values with issues, and anyone who is not a signed-in scout with 401', async () => {
    const scout = await t.loginAs('scout')
    const bad = await scout.inject({
      method: 'PUT',
      url: scoutPaths.profile,
      payload: { name: '', bio: 'x'.repeat(2001) },
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['bio', 'name'])

    const anonymous = await t
      .anonymous()
      .inject({ method: 'PUT', url: scoutPaths.profile, payload: { name: 'X' } })
    expect(anonymous.statusCode).toBe(401)
    const community = await t.loginAs('community')
    const token = community.cookies.get('sid_community')
    const crossRole = await t.app.inject({
      url: scoutPaths.profile,
      headers: { cookie: `sid_scout=${token}` },
    })
    expect(crossRole.statusCode).toBe(401)
  })
})

describe('GET /api/admin/profile', () => {
  it('answers the signed-in admin’s profile under data, and 401 to a scout', async () => {
    const admin = await t.loginAs('admin')
    const res = await admin.inject({ url: authPaths('admin').profile })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: expect.objectContaining({ uid: admin.account.uid, role: 'admin', email: admin.account.email }),
    })
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: authPaths('admin').profile })).statusCode).toBe(401)
    expect((await t.anonymous().inject({ url: authPaths('admin').profile })).statusCode).toBe(401)
  })
})

describe('signing in with a username', () => {
  it('lets a scout sign in with their username in any case; a member has no username to sign in with', async () => {
    await t.createUser('scout', { email: 'by-name@example.com', username: 'Demo.Scout-7' })
    const login = (role: 'scout' | 'community', email: string) =>
      t.anonymous().inject({
        method: 'POST',
        url: authPaths(role).login,
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: nextIp(),
      })
    for (const name of ['Demo.Scout-7', 'demo.scout-7', 'by-name@example.com']) {
      const res = await login('scout', name)
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200)
      expect(res.json().data.email).toBe('by-name@example.com')
    }
    expect((await login('scout', 'nobody-here')).statusCode).toBe(401)
    expect((await login('community', 'demo.scout-7')).statusCode).toBe(401)
    const bad = await login('scout', 'not an email')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues[0].message).toBe('Enter a valid email address (or, for scouts, your username)')
  })
})
