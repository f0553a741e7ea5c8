import 'fake-indexeddb/auto'
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/idempotency'
import { games, players, teams } from '../../server/db/schema/index'
import { buildTestApp, type TestApp } from '../support/test-app'
import { faultyNetwork, openPage } from './idempotency-replay-harness'

// A whole game day entered offline on a tablet — country, tournament, players, both teams, the game sheet with
// a goal — then the page reloads, the network returns and misbehaves (answers lost after commit, duplicate and
// late deliveries, 503s). The real server must end up with each record once and the goal counted once.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('a game day entered offline', () => {
  it('reaches the server exactly once, with the goal counted once in the scorer’s statistics', async () => {
    const client = await t.loginAs('community')
    const net = faultyNetwork(client)
    const prefix = `gd-${uuidv7().slice(-8)}`
    let page = await openPage(client.account.uid, prefix, net)
    net.online = false
    page.setOnline(false)

    const [country, cup, home, away, game] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()]
    const squad = { home: [uuidv7(), uuidv7()], away: [uuidv7(), uuidv7()] }
    const post = (path: string, body: Record<string, unknown>) =>
      page.write({ method: 'POST', url: `/api/community/${path}`, body: body as never })
    await post('country', { uid: country, name: `${prefix} land` })
    await post('tournament', { uid: cup, name: `${prefix} cup`, country_id: country, season: '2026' })
    for (const [i, uid] of [...squad.home, ...squad.away].entries())
      await post('player', { uid, name: `${prefix} p${i}` })
    await post('team', { uid: home, name: `${prefix} home`, tournamentId: cup, players: squad.home })
    await post('team', { uid: away, name: `${prefix} away`, tournamentId: cup, players: squad.away })
    const line = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, jersey_no: null, ...extra })
    const sheet = await post('game', {
      uid: game,
      team_array: [home, away],
      teams: [
        {
          uid: home,
          playerMetaData: [line(squad.home[0]!, { goals: 1, jersey_no: 9 }), line(squad.home[1]!)],
        },
        { uid: away, playerMetaData: [line(squad.away[0]!), line(squad.away[1]!)] },
      ],
      tournament_id: cup,
      date: '2026-06-11T18:00:00Z',
      home_score: 1,
      away_score: 0,
      status: 'finished',
      season: '2026',
    })
    expect(sheet).toMatchObject({ pending: true, reason: 'offline', data: { uid: game } })
    expect(await page.outbox.list()).toHaveLength(9)

    // The tablet is closed and opened again; the stadium Wi-Fi comes back, badly.
    page.close()
    net.online = true
    net.faults = ['drop-after', 'duplicate', 'late', 'gateway-503', 'drop-after', 'duplicate', 'drop-after']
    net.faults.push('late', 'duplicate', 'drop-after', 'drop-before', 'drop-after', 'duplicate', 'late')
    page = await openPage(client.account.uid, prefix, net)
    const final = await page.settle()
    await net.drain()
    page.close()

    expect(final.context.writes).toEqual([])
    const uids = [...squad.home, ...squad.away]
    expect(await t.db.select().from(players).where(inArray(players.uid, uids))).toHaveLength(4)
    expect(
      await t.db
        .select()
        .from(teams)
        .where(inArray(teams.uid, [home, away])),
    ).toHaveLength(2)
    expect(await t.db.select().from(games).where(eq(games.uid, game))).toHaveLength(1)
    const stats = await client.inject({ method: 'GET', url: `/api/community/player_stats/${squad.home[0]}` })
    // The sheet names him without placing him: one game known from its scorers (decision 0056), one goal.
    expect(stats.json().data.totals).toMatchObject({ matches: null, scorer_only_matches: 1, goals: 1 })
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountUid, client.account.uid))
    expect(keys).toHaveLength(9)
  })
})
