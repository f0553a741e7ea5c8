import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditRow } from '../../src/api/contract/schemas/admin'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The audit log is "every change made in the admin area": each row names the record it was about (a created news
// item by its fields, an enquiry by its player and scout) — including an admin's moves of an enquiry, which live
// outside the content and accounts code — while a scout's own moves are no admin change.

let t: TestApp
let admin: TestClient & { account: { email: string } }
let scout: TestClient & { account: { uid: string; email: string; username?: string | null } }

const auditLog = async (): Promise<AuditRow[]> =>
  (await admin.inject({ url: '/api/admin/audit?limit=200' })).json().data
const enquire = async (message: string, playerUid: string) => {
  const sent = await scout.inject({
    method: 'POST',
    url: '/api/scout/enquire',
    payload: { pid: playerUid, message },
  })
  expect(sent.statusCode, sent.body).toBe(201)
  return sent.json().data.uid as string
}

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  await t.grantPackage(scout.account.uid, 'club')
})
afterAll(() => t.close())

describe('the admin audit log', () => {
  it('keeps a created public news item with its fields, so the log can name it', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/media/public-news',
      payload: { title: 'Trial week in Lisbon', summary: 'Twenty academies.' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = (await auditLog()).find((r) => r.subject_uid === created.json().data.uid)
    expect(row).toMatchObject({
      admin: admin.account.email,
      action: 'create',
      subject: 'public_news',
      before: null,
      after: { title: 'Trial week in Lisbon', summary: 'Twenty academies.' },
    })
  })

  it('keeps every move an admin makes on an enquiry, naming its player and scout, with the message', async () => {
    const player = await factories(await t.loginAs('community')).player({ name: 'Lamine Yamal' })
    const uid = await enquire('Is he open to a loan?', player.uid)
    const move = (payload: object) =>
      admin.inject({ method: 'PUT', url: `/api/admin/enquire/${uid}`, payload })
    expect((await move({ status: 'in_review' })).statusCode).toBe(200)
    expect((await move({ status: 'answered', message: 'His club would consider it.' })).statusCode).toBe(200)

    const rows = (await auditLog()).filter((r) => r.subject_uid === uid)
    const about = { player: 'Lamine Yamal', scout: expect.any(String) }
    expect(rows.map((r) => r.action)).toEqual(['answer', 'review'])
    expect(rows[0]).toMatchObject({
      admin: admin.account.email,
      subject: 'enquiry',
      before: { ...about, status: 'in_review' },
      after: { ...about, status: 'answered', message: 'His club would consider it.' },
    })
    // A move without a message changed no message: the row keeps none (the log read "Message: nothing").
    expect(rows[1]).toMatchObject({ before: { status: 'new' }, after: { status: 'in_review' } })
    expect(rows[1]!.after).not.toHaveProperty('message')
  })

  it('leaves a scout’s own move out: it is no admin change', async () => {
    const player = await factories(await t.loginAs('community')).player({ name: 'Pau Cubarsí' })
    const uid = await enquire('Still at the academy?', player.uid)
    const withdrawn = await scout.inject({
      method: 'PUT',
      url: `/api/scout/enquire/${uid}`,
      payload: { status: 'withdrawn' },
    })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect((await auditLog()).filter((r) => r.subject_uid === uid)).toEqual([])
  })

  it('names the scout an admin disables', async () => {
    const other = await t.loginAs('scout')
    await admin.inject({
      method: 'PUT',
      url: `/api/admin/scout/${other.account.uid}/disabled`,
      payload: { disabled: true },
    })
    const row = (await auditLog()).find((r) => r.subject_uid === other.account.uid)
    expect(row).toMatchObject({
      action: 'disable',
      before: { email: other.account.email, disabled: false },
      after: { email: other.account.email, disabled: true },
    })
  })
})
