import { desc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, mailOutbox } from '../../server/db/schema/index'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's private notes (another scout's do not exist for them) and a message to the provider (kept, mailed to
// CONTACT_EMAIL, rate-limited).

let t: TestApp
let scout: TestClient
let rival: TestClient
let player: Made

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_EMAIL: 'scouting-desk@provider.example' })
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  player = await factories(await t.loginAs('community')).player({ name: 'Pau Cubarsí' })
})
afterAll(() => t.close())

const note = (client: TestClient, payload: object) =>
  client.inject({ method: 'POST', url: '/api/scout/notes', payload })

describe('notes', () => {
  it('keeps notes private, newest first, and lists a player’s on request', async () => {
    expect((await note(scout, { text: 'General: watch the U19 final' })).statusCode).toBe(201)
    const about = await note(scout, { text: 'Calm on the ball under pressure.', pid: player.uid })
    expect(about.statusCode, about.body).toBe(201)
    expect(about.json().data).toMatchObject({ player: { uid: player.uid, name: 'Pau Cubarsí' } })
    const all = (await scout.inject({ url: '/api/scout/notes' })).json().data
    expect(all.map((n: { text: string }) => n.text)).toEqual([
      'Calm on the ball under pressure.',
      'General: watch the U19 final',
    ])
    const his = (await scout.inject({ url: `/api/scout/notes?pid=${player.uid}` })).json().data
    expect(his).toHaveLength(1)
    expect((await rival.inject({ url: '/api/scout/notes' })).json().data).toEqual([])
    const uid = about.json().data.uid
    expect((await rival.inject({ method: 'DELETE', url: `/api/scout/notes/${uid}` })).statusCode).toBe(404)
    expect((await scout.inject({ method: 'DELETE', url: `/api/scout/notes/${uid}` })).statusCode).toBe(200)
    expect((await scout.inject({ url: `/api/scout/notes?pid=${player.uid}` })).json().data).toEqual([])
  })

  it('refuses an empty or too long note and an unknown player, naming the field', async () => {
    expect((await note(scout, { text: ' ' })).json().issues[0]).toMatchObject({
      path: 'text',
      message: 'Write the note',
    })
    expect((await note(scout, { text: 'x'.repeat(5001) })).statusCode).toBe(400)
    const unknown = await note(scout, { text: 'x', pid: '01900000-0000-7000-8000-000000000000' })
    expect(unknown.json().issues[0].path).toBe('pid')
  })

  it('keeps a note written offline once: its device-made uid, and a replay with the same key', async () => {
    const uid = uuidv7()
    const send = () =>
      rival.inject({
        method: 'POST',
        url: '/api/scout/notes',
        payload: { text: 'Written in the stand, no signal', pid: player.uid, uid },
        headers: { 'idempotency-key': `note-${uid}` },
      })
    const [first, replay] = [await send(), await send()]
    expect(first.statusCode, first.body).toBe(201)
    expect(replay.statusCode).toBe(201)
    expect(replay.json().data.uid).toBe(uid)
    const his = (await rival.inject({ url: `/api/scout/notes?pid=${player.uid}` })).json().data
    expect(his.map((n: { uid: string }) => n.uid)).toEqual([uid])
  })
})

describe('contact', () => {
  it('keeps the message and mails it to the provider, five an hour at most', async () => {
    const send = () =>
      scout.inject({
        method: 'POST',
        url: '/api/scout/contact',
        payload: { subject: 'Packages', message: 'Do you offer a club plan?' },
      })
    const first = await send()
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data.mail_sent).toBe(true)
    const mail = (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'scouting-desk@provider.example'))
        .orderBy(desc(mailOutbox.createdAt))
    )[0]
    expect(mail?.subject).toBe('[Scout contact] Packages')
    expect(mail?.text).toContain('Do you offer a club plan?')
    expect(await t.db.select().from(contactMessages)).toHaveLength(1)
    for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(201)
    expect((await send()).statusCode).toBe(429)
  })

  it('names a missing subject, and answers 401 without a scout session', async () => {
    const bad = await scout.inject({ method: 'POST', url: '/api/scout/contact', payload: { message: 'Hi' } })
    expect(bad.json().issues[0]).toMatchObject({ path: 'subject', message: 'Write a subject' })
    expect((await t.anonymous().inject({ url: '/api/scout/notes' })).statusCode).toBe(401)
  })
})
