import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacyPaths } from '../../src/api/contract/terms/privacy-paths'
import { clubWithMembers } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { joinClub } from '../support/join-club'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app'

// An account's own data (docs/privacy.md, decision 0057): a scout downloads everything held about him and deletes
// his account only with his password, his club keeping his reports under "A former member"; an admin exports and
// erases any account and sets how long a deleted account's audit lines are kept; the daily retention job clears
// a grown-up player's guardian contacts unless a member renewed them.

type Client = TestClient & { account: { uid: string; email: string; name: string | null } }
let t: TestApp
let admin: Client
let community: Client
let head: Client
let leaver: Client
let target: Made
let template: { uid: string; criteria: { id: string }[] }

const day = (d: Date) => d.toISOString().slice(0, 10)
const call = (client: TestClient, method: string, url: string, payload?: object) =>
  client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await call(client, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const unzip = (payload: Buffer) => {
  const files = unzipSync(new Uint8Array(payload))
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, JSON.parse(new TextDecoder().decode(bytes))]),
  ) as Record<string, unknown>
}

const report = (client: TestClient, summary: string) =>
  data(
    client,
    'POST',
    '/api/scout/reports',
    {
      pid: target.uid,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c) => [c.id, 4])),
      recommendation: 'sign',
      summary,
      seen_on: day(new Date()),
      seen_how: 'live',
    },
    201,
  )

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await t.loginAs('admin')) as Client
  community = (await t.loginAs('community')) as Client
  target = await factories(community).player({ name: 'Reported Winger', main_position: 'LW' })
  template = await data(
    admin,
    'POST',
    '/api/admin/report_templates',
    {
      name: 'Club general',
      scale: 5,
      criteria: ['Technique', 'Tactics', 'Physical'].map((label) => ({ label })),
    },
    201,
  )
  ;({
    head,
    members: { leaver },
  } = await clubWithMembers(t, { name: 'Leavers United', members: { leaver: 'scout' } }))
}, 60_000)
afterAll(() => t.close())

describe("a scout's own data", () => {
  it('is downloaded as one ZIP: his profile and what he wrote, never a password or token hash', async () => {
    await data(leaver, 'POST', '/api/scout/notes', { pid: target.uid, text: 'Left foot only' }, 201)
    await report(leaver, 'Beats his man every time')
    const res = await call(leaver, 'GET', privacyPaths.ownExport('scout'))
    expect(res.statusCode, res.body).toBe(200)
    const parts = unzip(res.rawPayload)
    expect(parts['account.json']).toMatchObject({ uid: leaver.account.uid, email: leaver.account.email })
    expect(parts['scout-notes.json']).toEqual([expect.objectContaining({ text: 'Left foot only' })])
    expect(parts['scout-reports.json']).toEqual([
      expect.objectContaining({ summary: 'Beats his man every time' }),
    ])
    expect(res.rawPayload.toString('latin1')).not.toMatch(/password_hash|token_hash/)
  })

  it('is deleted only with his password; his club keeps his reports under "A former member"', async () => {
    const wrong = await call(leaver, 'DELETE', privacyPaths.ownProfile('scout'), {
      password: 'not-my-password',
    })
    expect(wrong.statusCode, wrong.body).toBe(400)
    expect(wrong.json().message).toBe('That is not your password. Your account was not deleted.')
    const missing = await call(leaver, 'DELETE', privacyPaths.ownProfile('scout'), {})
    expect(missing.statusCode).toBe(400)

    await data(leaver, 'DELETE', privacyPaths.ownProfile('scout'), { password: TEST_PASSWORD })
    // Signed out, and never signs in again.
    expect((await call(leaver, 'GET', '/api/scout/profile')).statusCode).toBe(401)
    const login = await call(t.anonymous(), 'POST', '/api/scout/login', {
      email: leaver.account.email,
      password: TEST_PASSWORD,
    })
    expect(login.statusCode).toBe(401)

    const reports = await data(head, 'GET', `/api/scout/reports?pid=${target.uid}`)
    expect(reports).toEqual([
      expect.objectContaining({
        summary: 'Beats his man every time',
        author: { uid: leaver.account.uid, name: 'A former member' },
      }),
    ])
    const left = await t.db.execute(
      sql`select count(*)::int as n from scout_notes where scout_uid = ${leaver.account.uid}`,
    )
    expect(left.rows[0]).toEqual({ n: 0 })
    const traces = await t.db.execute(
      sql`select count(*)::int as n from accounts where email = ${leaver.account.email} or name = ${leaver.account.name}`,
    )
    expect(traces.rows[0]).toEqual({ n: 0 })
  })
})

describe('a head of recruitment', () => {
  it('deletes his account only once his club has another head, as when he leaves it', async () => {
    const member = (await t.loginAs('scout')) as Client
    await joinClub(t, head, member, 'scout')
    const refused = await call(head, 'DELETE', privacyPaths.ownProfile('scout'), { password: TEST_PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('A club keeps at least one head: make another member head first')
    expect((await call(head, 'GET', '/api/scout/workspace')).statusCode).toBe(200)
  })
})

describe("an admin's answers for an account", () => {
  it('exports and erases any account, audited without what was erased', async () => {
    const member = (await t.loginAs('community')) as Client
    const res = await call(admin, 'GET', privacyPaths.accountExport(member.account.uid))
    expect(res.statusCode).toBe(200)
    expect(unzip(res.rawPayload)['account.json']).toMatchObject({ email: member.account.email })

    const erased = await data(admin, 'POST', privacyPaths.accountErase(member.account.uid), {
      reason: 'He asked us by mail',
    })
    expect(erased).toEqual({ uid: member.account.uid, erased: true })
    const audit = await data(admin, 'GET', '/api/admin/audit?limit=5')
    expect(audit[0]).toMatchObject({ action: 'erase', subject_uid: member.account.uid })
    expect(JSON.stringify(audit)).not.toContain(member.account.email)
    expect(
      (await call(admin, 'POST', privacyPaths.accountErase(member.account.uid), { reason: 'again' }))
        .statusCode,
    ).toBe(404)
    const self = await call(admin, 'POST', privacyPaths.accountErase(admin.account.uid), {
      reason: 'Leaving',
    })
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('You cannot erase your own account. Ask another admin.')
    const blank = await call(admin, 'POST', privacyPaths.playerErase(target.uid), { reason: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toMatch(/Say why/)
  })

  it('lets a community member delete his own account; the football data he entered stays', async () => {
    const member = (await t.loginAs('community')) as Client
    const made = await factories(member).player({ name: 'Entered By Leaver', main_position: 'GK' })
    const res = await call(member, 'GET', privacyPaths.ownExport('community'))
    expect(unzip(res.rawPayload)['account.json']).toMatchObject({ uid: member.account.uid })
    await data(member, 'DELETE', privacyPaths.ownProfile('community'), { password: TEST_PASSWORD })
    expect((await call(member, 'GET', '/api/community/token_login')).statusCode).toBe(401)
    const history = await data(community, 'GET', `/api/community/history/${made.uid}`)
    expect(JSON.stringify(history)).toContain('A former member')
    expect(JSON.stringify(history)).not.toContain(member.account.email)
  })

  it('keeps the setting of how long deleted accounts’ audit lines are kept', async () => {
    expect(await data(admin, 'GET', privacyPaths.settings)).toEqual({ deleted_account_audit_days: 365 })
    expect(await data(admin, 'PUT', privacyPaths.settings, { deleted_account_audit_days: 90 })).toEqual({
      deleted_account_audit_days: 90,
    })
    const tooShort = await call(admin, 'PUT', privacyPaths.settings, { deleted_account_audit_days: 3 })
    expect(tooShort.statusCode).toBe(400)
    expect(tooShort.json().issues[0].message).toBe('Keep them at least 30 days')

    // A deleted account's audit lines go once older than the setting; a live account's stay.
    const gone = (await t.loginAs('community')) as Client
    const kept = (await t.loginAs('community')) as Client
    await data(admin, 'DELETE', `/api/admin/community/delete/${gone.account.uid}`)
    await t.db.execute(sql`insert into admin_audit (uid, at, admin_uid, admin_email, action, subject, subject_uid)
      values (gen_random_uuid(), now() - interval '100 days', ${admin.account.uid}, 'a@test.example', 'update', 'community member', ${kept.account.uid})`)
    await t.db.execute(
      sql`update admin_audit set at = now() - interval '100 days' where subject_uid = ${gone.account.uid}`,
    )
    const removed = await t.app.privacyRetention()
    expect(removed.deletedAccountAuditLines).toBe(1)
    const left = await t.db.execute(
      sql`select subject_uid::text as uid from admin_audit where at < now() - interval '90 days'`,
    )
    expect(left.rows).toEqual([{ uid: kept.account.uid }])
  })
})

describe('the daily retention job', () => {
  it("removes a grown-up player's guardian contacts, from his history too, unless a member renewed them", async () => {
    const make = factories(community)
    const born = new Date()
    born.setUTCFullYear(born.getUTCFullYear() - 19)
    const guardian = { guardian_name: 'Greta Grownup', guardian_email: 'greta.grownup@example.com' }
    const grown = await make.player({ name: 'Grown Up', date_of_birth: day(born), ...guardian })
    const kept = await make.player({ name: 'Kept Contacts', date_of_birth: day(born), ...guardian })
    const young = await make.player({
      name: 'Still Young',
      date_of_birth: `${new Date().getUTCFullYear() - 12}-01-01`,
      ...guardian,
    })
    await data(community, 'PUT', privacyPaths.guardianRenewal(kept.uid))

    const removed = await t.app.privacyRetention()
    expect(removed.guardianContacts).toBe(1)
    const profile = (uid: string) => data(community, 'GET', `/api/community/profile/${uid}`)
    expect(await profile(grown.uid)).toMatchObject({ guardian_name: null, guardian_email: null })
    expect(await profile(kept.uid)).toMatchObject(guardian)
    expect(await profile(young.uid)).toMatchObject(guardian)
    const history = await t.db.execute(
      sql`select count(*)::int as n from record_changes where record_uid = ${grown.uid} and coalesce(before::text, '') || coalesce(after::text, '') like '%greta%'`,
    )
    expect(history.rows[0]).toEqual({ n: 0 })
    expect((await t.app.privacyRetention()).guardianContacts).toBe(0)
  })
})
