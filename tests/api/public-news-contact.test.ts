import { desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, mailOutbox, packages } from '../../server/db/schema/index'
import { publicPaths } from '../../src/api/contract/schemas/public-site'
import type { Package } from '../../src/api/contract/terms/payments'
import { CONTACT_MESSAGE_MAX } from '../../src/api/contract/terms/writing-limits'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The public site's own pages: every published news item a page at a time (GET /api/public/news), a visitor's
// message to the provider (POST /api/public/contact) with the scout's rules and budget, kept and mailed, and the
// packages on sale (GET /api/public/packages, the public /packages page).

const DESK = 'visitors-desk@provider.example'
let t: TestApp
let admin: TestClient

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_EMAIL: DESK })
  admin = await t.loginAs('admin')
})
afterAll(() => t.close())

describe('GET /api/public/news', () => {
  it('lists every published public news item, newest first, a page at a time; drafts and future items are not there', async () => {
    for (let day = 1; day <= 5; day++)
      await admin.inject({
        method: 'POST',
        url: '/api/admin/media/public-news',
        payload: { title: `Matchday ${day}`, published_at: `2026-03-0${day}T10:00:00Z` },
      })
    await admin.inject({
      method: 'POST',
      url: '/api/admin/media/public-news',
      payload: { title: 'Draft', status: 'draft' },
    })
    await admin.inject({
      method: 'POST',
      url: '/api/admin/media/public-news',
      payload: { title: 'Next year', published_at: '2099-01-01T10:00:00Z' },
    })
    await admin.inject({
      method: 'POST',
      url: '/api/admin/media/scout-news',
      payload: { title: 'Scouts only' },
    })
    const first = await t.anonymous().inject({ url: `${publicPaths.newsList}?page=1&limit=2` })
    expect(first.statusCode, first.body).toBe(200)
    const titles = (res: typeof first) =>
      res.json().data.map((n: { fields: { title: string } }) => n.fields.title)
    expect(titles(first)).toEqual(['Matchday 5', 'Matchday 4'])
    expect(first.json().meta).toEqual({ total: 5, page: 1, limit: 2 })
    const last = await t.anonymous().inject({ url: `${publicPaths.newsList}?page=3&limit=2` })
    expect(titles(last)).toEqual(['Matchday 1'])
    // One item by its slug is still its own address.
    expect((await t.anonymous().inject({ url: publicPaths.news('matchday-3') })).statusCode).toBe(200)
    const bad = await t.anonymous().inject({ url: `${publicPaths.newsList}?limit=1000` })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/At most 100/)
  })
})

describe('POST /api/public/contact', () => {
  const send = (payload: object, remoteAddress = '10.9.0.1') =>
    t.anonymous().inject({ method: 'POST', url: publicPaths.contact, payload, remoteAddress })
  const message = {
    name: 'Ana Ruiz',
    email: 'ana@club.example',
    subject: 'A club plan',
    message: 'Do you offer one?',
  }

  it('keeps a visitor’s message with who wrote it and mails it to the provider, five an hour from one caller', async () => {
    const first = await send(message)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data.mail_sent).toBe(true)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DESK))
      .orderBy(desc(mailOutbox.createdAt))
    expect(mail?.subject).toBe('[Site contact] A club plan')
    expect(mail?.text).toContain('Ana Ruiz <ana@club.example>')
    expect(mail?.text).toContain('Do you offer one?')
    const [kept] = await t.db.select().from(contactMessages).where(isNull(contactMessages.scoutUid))
    expect(kept).toMatchObject({
      fromName: 'Ana Ruiz',
      fromEmail: 'ana@club.example',
      subject: 'A club plan',
    })
    for (let i = 0; i < 4; i++) expect((await send(message)).statusCode).toBe(201)
    const limited = await send(message)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('names what is missing or too long in words, with the scout’s limits', async () => {
    const bad = await send(
      { email: 'not-an-address', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
      '10.9.0.2',
    )
    expect(bad.statusCode).toBe(400)
    const issues = Object.fromEntries(
      bad.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    )
    expect(issues).toEqual({
      name: 'Write your name',
      email: 'Enter a valid email address',
      subject: 'Write a subject',
      message: `At most ${CONTACT_MESSAGE_MAX} characters`,
    })
  })
})

describe('GET /api/public/packages', () => {
  it('shows a visitor every package on sale with its price and what it includes, cheapest first; a withdrawn one is not there', async () => {
    await t.db.update(packages).set({ active: false }).where(eq(packages.code, 'club'))
    const res = await t.anonymous().inject({ url: publicPaths.packages })
    expect(res.statusCode, res.body).toBe(200)
    const listed: Package[] = res.json().data
    expect(listed.map((p) => p.code)).toEqual(['free', 'pro'])
    expect(listed[1]).toMatchObject({ price_minor: 4900, currency: 'EUR', period_days: 30, videos: true })
    await t.db.update(packages).set({ active: true }).where(eq(packages.code, 'club'))
  })
})
