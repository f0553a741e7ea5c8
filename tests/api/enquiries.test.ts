import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { ENQUIRIES_PER_DAY } from '../../src/api/contract/schemas/enquiries'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Enquiries on both sides of the one status chart (decision 0018): a scout asks, an admin reviews and answers,
// the scout reads the answer (and the mail), writes back or withdraws; an illegal change is refused with 409 and
// the allowed statuses; another scout's enquiry does not exist for them; the daily quota answers 429.

let t: TestApp
let scout: TestClient & { account: { uid: string; email: string } }
let rival: TestClient
let admin: TestClient
let player: Made

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  // Enough enquiries a month for every case here (the package allowance has its own tests: payments.test.ts).
  await t.grantPackage(scout.account.uid, 'club')
  admin = await t.loginAs('admin')
  player = await factories(await t.loginAs('community')).player({ name: 'Lamine Yamal' })
})
afterAll(() => t.close())

const enquire = (client: TestClient, payload: unknown) =>
  client.inject({ method: 'POST', url: '/api/scout/enquire', payload: payload as object })
const move = (client: TestClient, area: 'admin' | 'scout', uid: string, payload: object) =>
  client.inject({ method: 'PUT', url: `/api/${area}/enquire/${uid}`, payload })

describe('enquiries', () => {
  it('runs an enquiry from new to answered to closed, with history, actions and the mail', async () => {
    const sent = await enquire(scout, { pid: player.uid, message: 'Is he available for a trial in May?' })
    expect(sent.statusCode, sent.body).toBe(201)
    const enquiry = sent.json().data
    expect(enquiry).toMatchObject({ status: 'new', player: { name: 'Lamine Yamal' } })
    expect(enquiry.actions.map((a: { to: string }) => a.to)).toEqual(['withdrawn'])

    const listed = (await admin.inject({ url: '/api/admin/enquire?search=yamal' })).json()
    expect(listed.data.map((e: { uid: string }) => e.uid)).toContain(enquiry.uid)
    expect(listed.data[0].actions.map((a: { to: string }) => a.to)).toEqual([
      'in_review',
      'answered',
      'declined',
    ])
    expect((await move(admin, 'admin', enquiry.uid, { status: 'in_review' })).statusCode).toBe(200)
    // An answer needs its message.
    const bare = await move(admin, 'admin', enquiry.uid, { status: 'answered' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json().issues[0].path).toBe('message')
    const answered = await move(admin, 'admin', enquiry.uid, {
      status: 'answered',
      message: 'Yes, from 12 May.',
    })
    expect(answered.statusCode, answered.body).toBe(200)

    const mail = (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, scout.account.email))
        .orderBy(desc(mailOutbox.createdAt))
    )[0]
    expect(mail?.subject).toMatch(/Lamine Yamal: answered/)
    expect(mail?.text).toContain('Yes, from 12 May.')

    const mine = (await scout.inject({ url: `/api/scout/enquire/${enquiry.uid}` })).json().data
    expect(mine).toMatchObject({ status: 'answered', unread: true })
    expect(mine.history.map((h: { to: string; by: string }) => `${h.by}:${h.to}`)).toEqual([
      'scout:new',
      'admin:in_review',
      'admin:answered',
    ])
    expect((await scout.inject({ url: `/api/scout/enquire/${enquiry.uid}` })).json().data.unread).toBe(false)
    // The scout writes back: the provider looks again.
    expect(
      (await move(scout, 'scout', enquiry.uid, { status: 'in_review', message: 'And his release clause?' }))
        .statusCode,
    ).toBe(200)
    expect((await move(admin, 'admin', enquiry.uid, { status: 'closed' })).json().data.status).toBe('closed')
  })

  it('refuses an illegal change with 409 and the allowed statuses', async () => {
    const uid = (await enquire(scout, { pid: player.uid, message: 'Second question' })).json().data.uid
    const jump = await move(admin, 'admin', uid, { status: 'closed' })
    expect(jump.statusCode).toBe(409)
    expect(jump.json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      allowed: ['in_review', 'answered', 'declined'],
    })
    // Withdrawing is the scout's; a final status allows nothing.
    expect((await move(admin, 'admin', uid, { status: 'withdrawn' })).statusCode).toBe(409)
    expect((await move(scout, 'scout', uid, { status: 'withdrawn' })).statusCode).toBe(200)
    const after = await move(scout, 'scout', uid, { status: 'in_review', message: 'Never mind' })
    expect(after.statusCode).toBe(409)
    expect(after.json().message).toMatch(/cannot change any more/)
  })

  it('keeps a scout’s enquiries from every other scout (404), and lists one scout’s for admins', async () => {
    const uid = (await enquire(scout, { pid: player.uid, message: 'Private' })).json().data.uid
    expect((await rival.inject({ url: `/api/scout/enquire/${uid}` })).statusCode).toBe(404)
    expect((await move(rival, 'scout', uid, { status: 'withdrawn' })).statusCode).toBe(404)
    expect((await rival.inject({ url: '/api/scout/enquire' })).json().data).toEqual([])
    const theirs = (
      await admin.inject({ url: `/api/admin/enquire/scout/${scout.account.uid}?status=new` })
    ).json()
    expect(theirs.data.map((e: { uid: string }) => e.uid)).toContain(uid)
    expect(theirs.data.every((e: { status: string }) => e.status === 'new')).toBe(true)
  })

  it('refuses an unknown player and an empty or too long message, naming the field', async () => {
    const unknown = await enquire(scout, { pid: '01900000-0000-7000-8000-000000000000', message: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues[0]).toMatchObject({ path: 'pid', message: 'There is no such player' })
    expect((await enquire(scout, { pid: player.uid, message: '  ' })).json().issues[0].path).toBe('message')
    expect((await enquire(scout, { pid: player.uid, message: 'x'.repeat(2001) })).statusCode).toBe(400)
  })

  it(`answers 429 after ${ENQUIRIES_PER_DAY} enquiries in a day`, async () => {
    const busy = await t.loginAs('scout')
    await t.grantPackage(busy.account.uid, 'club')
    for (let i = 0; i < ENQUIRIES_PER_DAY; i++)
      expect((await enquire(busy, { pid: player.uid, message: `Question ${i}` })).statusCode).toBe(201)
    const over = await enquire(busy, { pid: player.uid, message: 'One more' })
    expect(over.statusCode).toBe(429)
    expect(over.json().message).toMatch(/a day/)
  })

  it('answers 401 to the wrong roles, and counts waiting enquiries on the dashboard', async () => {
    expect((await admin.inject({ method: 'POST', url: '/api/scout/enquire', payload: {} })).statusCode).toBe(
      401,
    )
    expect((await scout.inject({ url: '/api/admin/enquire' })).statusCode).toBe(401)
    expect((await t.anonymous().inject({ url: '/api/scout/enquire' })).statusCode).toBe(401)
    const board = (await admin.inject({ url: '/api/admin/dashboard' })).json().data
    expect(board.enquiries_waiting).toBeGreaterThanOrEqual(1)
  })
})
