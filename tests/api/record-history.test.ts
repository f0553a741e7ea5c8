import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Who changed what (docs/decisions/0020-record-history-by-triggers.md). Every community record keeps who created it,
// who changed it last, and each change with its member, time and the fields before and after — whichever way the write
// came (with or without Idempotency-Key), read by members only.

let t: TestApp
let casey: TestClient & { account: { uid: string } }
let alex: TestClient & { account: { uid: string } }

beforeAll(async () => {
  t = await buildTestApp()
  casey = await t.loginAs('community')
  alex = await t.loginAs('community')
})
afterAll(() => t.close())

const history = (client: TestClient, uid: string) => client.inject({ url: `/api/community/history/${uid}` })

describe('record history', () => {
  it('names the creator, the last editor, and each change with the fields before and after', async () => {
    const player = await factories(casey).player({ name: 'Olli Offline' })
    const edit = await alex.inject({
      method: 'PUT',
      url: `/api/community/profile/${player.uid}`,
      payload: { name: 'Olli Online', shirt_number: 9 },
      headers: { 'idempotency-key': `edit-${player.uid}` },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const club = await factories(alex).club({ name: 'Harbour City' })
    await alex.inject({
      method: 'PUT',
      url: `/api/community/club/${club.uid}`,
      payload: { name: 'Harbour City FC' },
    })

    const res = await history(casey, player.uid)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.created.by.uid).toBe(casey.account.uid)
    expect(data.last_changed.by.uid).toBe(alex.account.uid)
    expect(data.total).toBe(2)
    expect(data.changes[0]).toMatchObject({
      action: 'update',
      by: { uid: alex.account.uid },
      before: { name: 'Olli Offline', shirt_number: null },
      after: { name: 'Olli Online', shirt_number: 9 },
    })
    // Only what changed: the rest of the record is not repeated.
    expect(Object.keys(data.changes[0].after).sort()).toEqual(['name', 'shirt_number'])
    expect(data.changes[1]).toMatchObject({
      action: 'create',
      by: { uid: casey.account.uid },
      after: { name: 'Olli Offline' },
    })

    // A write without Idempotency-Key knows its member too.
    const clubHistory = (await history(casey, club.uid)).json().data
    expect(clubHistory.changes[0]).toMatchObject({
      action: 'update',
      by: { uid: alex.account.uid },
      after: { name: 'Harbour City FC' },
    })
  })

  it('keeps a deleted record’s last state, and saving the same values again is no change', async () => {
    const team = await factories(casey).club({ name: 'Gone Rovers' })
    await casey.inject({
      method: 'PUT',
      url: `/api/community/club/${team.uid}`,
      payload: { name: 'Gone Rovers' },
    })
    expect((await history(casey, team.uid)).json().data.total).toBe(1)
    const deleted = await casey.inject({ method: 'DELETE', url: `/api/community/club/${team.uid}` })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const data = (await history(casey, team.uid)).json().data
    expect(data.changes[0]).toMatchObject({
      action: 'delete',
      by: { uid: casey.account.uid },
      before: { name: 'Gone Rovers' },
    })
  })

  it('is for members only', async () => {
    const player = await factories(casey).player({ name: 'Private History' })
    for (const role of ['scout', 'admin'] as const)
      expect((await history(await t.loginAs(role), player.uid)).statusCode).toBe(401)
    expect((await history(t.anonymous(), player.uid)).statusCode).toBe(401)
  })

  it('gives a member their start page: what they entered and changed this week', async () => {
    const member = await t.loginAs('community')
    await factories(member).player({ name: 'Dash Board' })
    const club = await factories(member).club({ name: 'Dash Club' })
    await member.inject({
      method: 'PUT',
      url: `/api/community/club/${club.uid}`,
      payload: { name: 'Dash Club FC' },
    })
    const res = await member.inject({ url: '/api/community/dashboard' })
    expect(res.statusCode, res.body).toBe(200)
    const board = res.json().data
    expect(board.created_total).toBe(2)
    expect(board.created).toEqual(
      expect.arrayContaining([
        { kind: 'players', count: 1 },
        { kind: 'clubs', count: 1 },
      ]),
    )
    expect(board.changes_this_week).toBe(3)
    expect(board.recent_games).toEqual([])
    expect(board.totals.players).toBeGreaterThanOrEqual(1)
  })

  it('names the teams of the games a member touched last', async () => {
    const member = await t.loginAs('community')
    const make = factories(member)
    const league = await make.league({ name: 'Dash League', season: '2026' })
    const home = await make.team({ name: 'Dash Rovers', leagueId: league.uid })
    const away = await make.team({ name: 'Dash United', leagueId: league.uid })
    const game = await make.leagueGame({
      team_array: [home.uid, away.uid],
      league_id: league.uid,
      date: '2026-03-01T15:00:00Z',
      status: 'finished',
      home_score: 1,
      away_score: 0,
    })
    const board = (await member.inject({ url: '/api/community/dashboard' })).json().data
    // An unqualified uid in the names' subquery was the team's own: every game read "without teams yet".
    expect(board.recent_games).toEqual([
      expect.objectContaining({ uid: game.uid, team_names: ['Dash Rovers', 'Dash United'] }),
    ])
  })
})
