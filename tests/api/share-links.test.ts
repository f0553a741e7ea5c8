import { desc, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { redactUrl } from '../../server/http/log-fields'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's read-only links (docs/decisions/0046-files-and-share-links.md): made for 1–30 days (7 unless asked), mailed
// to one person when named, opened with no account, showing only what was shared; counted, listed, withdrawn at once
// (410), and past their day 410 too. Only the token's hash is kept, and the token never reaches the log.

let t: TestApp
let scout: TestClient
let rival: TestClient
let make: Factories
let player: Made
let list: { uid: string }

const share = (client: TestClient, payload: object) =>
  client.inject({ method: 'POST', url: '/api/scout/shares', payload })
const open = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(/^.*\/shared\//, '/api/shared/') })

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(await t.loginAs('community'))
  player = await make.player({ name: 'Jørgen Strand Larsen', main_position: 'ST' })
  list = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Strikers' } })
  ).json().data
  await scout.inject({
    method: 'POST',
    url: `/api/scout/lists/${list.uid}/players`,
    payload: { uid: player.uid },
  })
  await scout.inject({
    method: 'POST',
    url: '/api/scout/notes',
    payload: { pid: player.uid, note: 'Private: agent is difficult' },
  })
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

describe('share links', () => {
  it('open a list with no account, for 7 days unless asked, and show only the list', async () => {
    const made = await share(scout, { kind: 'list', id: list.uid })
    expect(made.statusCode, made.body).toBe(201)
    const { url, expires_at } = made.json().data
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/)
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const opened = await open(url)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.headers['cache-control']).toBe('no-store')
    expect(opened.headers['x-robots-tag']).toContain('noindex')
    const view = opened.json().data
    expect(view).toMatchObject({ kind: 'list', list: { name: 'Strikers' } })
    expect(view.list.entries[0]).toMatchObject({
      player: { name: 'Jørgen Strand Larsen' },
      status: 'watching',
    })
    expect(opened.body).not.toContain('agent is difficult')
    expect(opened.body).not.toContain('is_shortlisted')
    const links = (await scout.inject({ url: '/api/scout/shares' })).json().data
    expect(links[0]).toMatchObject({ kind: 'list', target: { name: 'Strikers' }, opens: 1, state: 'active' })
  })

  it('count one open per visitor an hour: reloads and a refreshing bot do not inflate the count', async () => {
    const { id, url } = (await share(scout, { kind: 'list', id: list.uid })).json().data
    const path = url.replace(/^.*\/shared\//, '/api/shared/')
    const visit = (remoteAddress: string, agent: string) =>
      t.app.inject({ method: 'GET', url: path, remoteAddress, headers: { 'user-agent': agent } })
    const opensOf = async () =>
      (await scout.inject({ url: '/api/scout/shares' })).json().data.find((l: { id: string }) => l.id === id)
        .opens
    for (let i = 0; i < 5; i++) expect((await visit('203.0.113.7', 'Phone Safari')).statusCode).toBe(200)
    expect(await opensOf()).toBe(1)
    await visit('203.0.113.7', 'Desktop Firefox') // the same office, another person's browser
    await visit('198.51.100.4', 'Phone Safari') // the same phone model elsewhere
    expect(await opensOf()).toBe(3)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60_000)
    await visit('203.0.113.7', 'Phone Safari') // the director opens it again the next hour
    expect(await opensOf()).toBe(4)
  })

  it('keep no visitor’s address or browser in clear', async () => {
    const { url } = (await share(scout, { kind: 'list', id: list.uid })).json().data
    const path = url.replace(/^.*\/shared\//, '/api/shared/')
    await t.app.inject({
      url: path,
      remoteAddress: '192.0.2.55',
      headers: { 'user-agent': 'Very Unique Agent/9' },
    })
    const dump = JSON.stringify(await t.db.execute(sql`select * from rate_limits`))
    expect(dump).not.toContain('192.0.2.55')
    expect(dump).not.toContain('Very Unique Agent')
  })

  it('refuse what is not the scout’s and days out of range, in words', async () => {
    const theirs = await share(rival, { kind: 'list', id: list.uid })
    expect(theirs.statusCode).toBe(400)
    expect(theirs.json().issues[0]).toMatchObject({ path: 'id', message: 'You have no such list' })
    const long = await share(scout, { kind: 'list', id: list.uid, days: 31 })
    expect(long.json().issues[0]).toMatchObject({ path: 'days', message: 'A link works for at most 30 days' })
    const none = await share(scout, { kind: 'list', id: list.uid, days: 0 })
    expect(none.json().issues[0]).toMatchObject({ path: 'days', message: 'A link works for at least 1 day' })
  })

  it('mail a player’s card to the one recipient named, and answer 410 once withdrawn', async () => {
    const made = await share(scout, {
      kind: 'player',
      id: player.uid,
      days: 3,
      email: 'director@club.example',
    })
    expect(made.statusCode, made.body).toBe(201)
    const { id, url } = made.json().data
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1)
    expect(mail).toMatchObject({ to: 'director@club.example' })
    expect(mail!.subject).toContain('Jørgen Strand Larsen')
    expect(mail!.text).toContain(url)
    const card = (await open(url)).json().data
    expect(card).toMatchObject({
      kind: 'player',
      card: { player: { name: 'Jørgen Strand Larsen' }, report: null },
    })
    expect((await rival.inject({ method: 'DELETE', url: `/api/scout/shares/${id}` })).statusCode).toBe(404)
    const revoked = await scout.inject({ method: 'DELETE', url: `/api/scout/shares/${id}` })
    expect(revoked.json().data).toMatchObject({ state: 'withdrawn' })
    const after = await open(url)
    expect(after.statusCode).toBe(410)
    expect(after.json().message).toBe('This link was withdrawn')
  })

  it('answer 410 when opened after their last day (the clock moved 31 days on)', async () => {
    const { url } = (await share(scout, { kind: 'list', id: list.uid, days: 30 })).json().data
    expect((await open(url)).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 31 * 86_400_000)
    const late = await open(url)
    expect(late.statusCode).toBe(410)
    expect(late.json().message).toBe('This link has expired')
  })

  it('an unknown token is a 404 in words; a token never reaches the log', async () => {
    const unknown = await t.app.inject({ url: '/api/shared/not-a-real-token' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('There is no such link. Check that it was copied whole.')
    expect(redactUrl('/api/shared/abcDEF_123-x?x=1')).toBe('/api/shared/[redacted]?x=1')
    expect(redactUrl('/shared/abcDEF_123-x')).toBe('/shared/[redacted]')
  })
})
