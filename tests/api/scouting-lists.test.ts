import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's named lists: made, renamed and deleted by their scout only (another scout's list is a 404), players
// added (once: a replayed add changes nothing), moved through the statuses and removed; the spec's shortlist keeps
// its own calls and is not touched by them.

let t: TestApp
let scout: TestClient
let rival: TestClient
let make: Factories
let players: Made[]

const post = (client: TestClient, url: string, payload: object, key?: string) =>
  client.inject({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} })

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(await t.loginAs('community'))
  players = [
    await make.player({ name: 'Álex Grimaldo', main_position: 'LB' }),
    await make.player({ name: 'Nuno Mendes', main_position: 'LB' }),
    await make.player({ name: 'Milos Kerkez', main_position: 'LB' }),
  ]
})
afterAll(() => t.close())

describe('named lists', () => {
  let list: { uid: string; version: number }

  it('are made with a name a scout has not used, and listed with their counts', async () => {
    const made = await post(scout, '/api/scout/lists', { name: 'Left backs U21' })
    expect(made.statusCode, made.body).toBe(201)
    list = made.json().data
    expect(made.json().data).toMatchObject({ name: 'Left backs U21', entries: [] })
    const twice = await post(scout, '/api/scout/lists', { name: 'left backs u21' })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().issues[0]).toMatchObject({
      path: 'name',
      message: 'You have a list called “left backs u21” already',
    })
    const empty = await post(scout, '/api/scout/lists', { name: '  ' })
    expect(empty.json().issues[0]).toMatchObject({ path: 'name', message: 'Name the list' })
    // Another scout may use the same name: lists are private.
    expect((await post(rival, '/api/scout/lists', { name: 'Left backs U21' })).statusCode).toBe(201)
  })

  it('take players once each, with a status, and move them through the statuses', async () => {
    for (const p of players)
      expect((await post(scout, `/api/scout/lists/${list.uid}/players`, { uid: p.uid })).statusCode).toBe(201)
    const key = uuidv7()
    const add = () => post(scout, `/api/scout/lists/${list.uid}/players`, { uid: players[0]!.uid }, key)
    await add()
    expect((await add()).headers['idempotent-replayed']).toBe('true')
    const moved = await scout.inject({
      method: 'PUT',
      url: `/api/scout/lists/${list.uid}/players/${players[1]!.uid}`,
      payload: { status: 'recommended' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const entries = moved.json().data.entries
    expect(entries).toHaveLength(3)
    expect(entries.find((e: { player: { uid: string } }) => e.player.uid === players[1]!.uid)).toMatchObject({
      status: 'recommended',
      latest_report: null,
      // On no game sheet: his matches are not recorded (decision 0056), not 0.
      player: { name: 'Nuno Mendes', stats: { matches: null, goals: 0 } },
    })
    const bad = await scout.inject({
      method: 'PUT',
      url: `/api/scout/lists/${list.uid}/players/${players[1]!.uid}`,
      payload: { status: 'bought' },
    })
    expect(bad.json().issues[0]).toMatchObject({ path: 'status', message: 'Choose a status from the list' })
    const summary = (await scout.inject({ url: '/api/scout/lists' })).json().data
    expect(summary).toEqual([
      expect.objectContaining({
        name: 'Left backs U21',
        count: 3,
        statuses: { watching: 2, recommended: 1 },
      }),
    ])
  })

  it('are private: another scout’s list is a 404 for every call, and not in their lists', async () => {
    const calls = [
      { method: 'GET', url: `/api/scout/lists/${list.uid}` },
      { method: 'PUT', url: `/api/scout/lists/${list.uid}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/api/scout/lists/${list.uid}` },
      { method: 'POST', url: `/api/scout/lists/${list.uid}/players`, payload: { uid: players[0]!.uid } },
      {
        method: 'PUT',
        url: `/api/scout/lists/${list.uid}/players/${players[0]!.uid}`,
        payload: { status: 'signed' },
      },
      { method: 'DELETE', url: `/api/scout/lists/${list.uid}/players/${players[0]!.uid}` },
    ] as const
    for (const call of calls) {
      const res = await rival.inject(call)
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404)
      expect(res.json().message).toBe(`No list with uid ${list.uid}`)
    }
    const theirs = (await rival.inject({ url: '/api/scout/lists' })).json().data
    expect(theirs.map((l: { uid: string }) => l.uid)).not.toContain(list.uid)
    expect((await scout.inject({ url: `/api/scout/lists/${list.uid}` })).json().data.entries).toHaveLength(3)
  })

  it('are renamed (409 on a stale version), lose a player, and are deleted; the shortlist is untouched', async () => {
    await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid: players[2]!.uid, is_shortlisted: true },
    })
    const current = (await scout.inject({ url: `/api/scout/lists/${list.uid}` })).json().data
    const renamed = await scout.inject({
      method: 'PUT',
      url: `/api/scout/lists/${list.uid}`,
      payload: { name: 'January window', version: current.version },
    })
    expect(renamed.json().data).toMatchObject({ name: 'January window', version: current.version + 1 })
    const stale = await scout.inject({
      method: 'PUT',
      url: `/api/scout/lists/${list.uid}`,
      payload: { name: 'Summer', version: current.version },
    })
    expect(stale.statusCode).toBe(409)
    const removed = await scout.inject({
      method: 'DELETE',
      url: `/api/scout/lists/${list.uid}/players/${players[2]!.uid}`,
    })
    expect(removed.json().data.entries).toHaveLength(2)
    expect((await scout.inject({ method: 'DELETE', url: `/api/scout/lists/${list.uid}` })).statusCode).toBe(
      200,
    )
    expect((await scout.inject({ url: `/api/scout/lists/${list.uid}` })).statusCode).toBe(404)
    const shortlisted = (await scout.inject({ url: '/api/scout/shortlisted' })).json().data
    expect(shortlisted.map((p: { uid: string }) => p.uid)).toEqual([players[2]!.uid])
  })

  it('refuses an unknown player in words', async () => {
    const made = (await post(scout, '/api/scout/lists', { name: 'Keepers' })).json().data
    const res = await post(scout, `/api/scout/lists/${made.uid}/players`, { uid: uuidv7() })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0]).toMatchObject({ path: 'uid', message: 'There is no such player' })
  })
})
