import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The admin's accounts and counts: a community member registered by an admin chooses their own password from a
// mailed link (no password in mail), a deleted member is signed out while their data stays, a disabled scout
// is signed out and cannot sign in, and the dashboard counts what there is.

let t: TestApp
let admin: TestClient
const api = '/api/admin'

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
})
afterAll(() => t.close())

const lastMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)))[0]

describe('community members', () => {
  it('registers a member who sets a password from the mailed link, then signs in', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: `${api}/community/register`,
      payload: { email: 'Keeper.Of.Data@example.com', name: 'Rosa Díaz', phone: '+34 600 000 000' },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      data: { email: 'keeper.of.data@example.com', name: 'Rosa Díaz' },
      mail_sent: true,
    })
    const mail = await lastMailTo('keeper.of.data@example.com')
    expect(mail?.text).toMatch(/forget-password\?role=community&token=/)
    expect(mail?.text).not.toMatch(/password:\s*\S+/i)
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail!.text)![1]!)
    const set = await t.anonymous().inject({
      method: 'POST',
      url: '/api/community/reset-password',
      payload: { token, password: 'a-member-chosen-passphrase' },
    })
    expect(set.statusCode, set.body).toBe(200)
    const login = await t.anonymous().inject({
      method: 'POST',
      url: '/api/community/login',
      payload: { email: 'keeper.of.data@example.com', password: 'a-member-chosen-passphrase' },
    })
    expect(login.statusCode).toBe(200)
    const listed = (await admin.inject({ url: `${api}/community?search=rosa` })).json()
    expect(listed.data.map((m: { email: string }) => m.email)).toEqual(['keeper.of.data@example.com'])
    // The same address twice is a conflict, named.
    const again = await admin.inject({
      method: 'POST',
      url: `${api}/community/register`,
      payload: { email: 'keeper.of.data@example.com', name: 'Rosa' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already exists/)
  })

  it('deletes a member: their sessions end, their football data stays', async () => {
    const member = await t.loginAs('community')
    const club = await factories(member).club({ name: 'Kept FC' })
    const res = await admin.inject({ method: 'DELETE', url: `${api}/community/delete/${member.account.uid}` })
    expect(res.statusCode, res.body).toBe(200)
    expect((await member.inject({ url: '/api/community/token_login' })).statusCode).toBe(401)
    const other = await t.loginAs('community')
    expect((await other.inject({ url: `/api/community/club/${club.uid}` })).json().data.name).toBe('Kept FC')
    expect(
      (await admin.inject({ url: `${api}/community` })).json().data.map((m: { uid: string }) => m.uid),
    ).not.toContain(member.account.uid)
    expect(
      (await admin.inject({ method: 'DELETE', url: `${api}/community/delete/${member.account.uid}` }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses a bad registration naming the field', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: `${api}/community/register`,
      payload: { email: 'nope', name: 'X' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0]).toMatchObject({ path: 'email', message: 'Enter a valid email address' })
  })
})

describe('scouts and counts', () => {
  it('disables a scout (signed out, cannot sign in) and enables them again', async () => {
    const scout = await t.loginAs('scout')
    const off = await admin.inject({
      method: 'PUT',
      url: `${api}/scout/${scout.account.uid}/disabled`,
      payload: { disabled: true },
    })
    expect(off.statusCode, off.body).toBe(200)
    expect((await scout.inject({ url: '/api/scout/token_login' })).statusCode).toBe(401)
    const listed = (await admin.inject({ url: `${api}/scout` })).json().data
    expect(listed.find((s: { uid: string }) => s.uid === scout.account.uid)).toMatchObject({ disabled: true })
    await admin.inject({
      method: 'PUT',
      url: `${api}/scout/${scout.account.uid}/disabled`,
      payload: { disabled: false },
    })
    const log = (await admin.inject({ url: `${api}/audit` })).json().data
    expect(log.slice(0, 2).map((r: { action: string }) => r.action)).toEqual(['enable', 'disable'])
  })

  it('counts scouts and players, and the dashboard adds this week’s', async () => {
    await factories(await t.loginAs('community')).player({ name: 'Counted Player' })
    const scouts = (await admin.inject({ url: `${api}/scout/count` })).json().data.count
    const players = (await admin.inject({ url: `${api}/player/count` })).json().data.count
    expect(scouts).toBeGreaterThanOrEqual(1)
    expect(players).toBeGreaterThanOrEqual(1)
    const board = (await admin.inject({ url: `${api}/dashboard` })).json().data
    expect(board).toMatchObject({ scouts, players })
    expect(board.players_this_week).toBeGreaterThanOrEqual(1)
  })

  it('answers 401 to other roles', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: `${api}/scout/count` })).statusCode).toBe(401)
    expect((await t.anonymous().inject({ url: `${api}/community` })).statusCode).toBe(401)
  })
})
