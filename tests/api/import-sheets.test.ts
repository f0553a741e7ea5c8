import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gamePlayers, games, gameTeams, players } from '../../server/db/schema/index'
import { checkGameSheet } from '../../server/domain/games/game-sheet-checks'
import type { ImportReport } from '../../src/api/contract/schemas/import'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows, fixtureFile, worldCupFiles } from './import-support'

// What the import writes into games and game sheets, and how a later file links to what is already stored.

describe('imported games and game sheets', () => {
  let t: TestApp
  let tiny: ImportReport
  beforeAll(async () => {
    t = await buildTestApp()
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [fixtureFile('tiny.squads.json'), fixtureFile('tiny.json')] },
    })
    expect(res.statusCode, res.body).toBe(200)
    tiny = res.json().data
  })
  afterAll(() => t.close())

  it('reports an ambiguous own-goal scorer and a scorer missing from the squad, with the match', () => {
    const matches = tiny.files[1]
    if (matches?.kind !== 'matches') throw new Error('expected the matches report')
    const r = matches.reconciliation
    expect(r).toMatchObject({ goals: 5, matched: 3, byMethod: { exact: 2, reordered: 1 }, unknownTeams: [] })
    expect(r.unmatched).toEqual([
      {
        match: '2026-07-19 Uruguay – Korea Republic',
        team: 'Uruguay',
        name: 'Araújo',
        minute: '90+2',
        ownGoal: true,
        reason: 'ambiguous',
        candidates: ['Ronald Araújo', 'Maximiliano Araújo'],
      },
      {
        match: '2026-07-19 Uruguay – Korea Republic',
        team: 'Korea Republic',
        name: 'Lee Kang-in',
        minute: '111',
        ownGoal: false,
        reason: 'not in squad',
        candidates: [],
      },
    ])
  })

  it('writes the score after extra time, the kick-off in UTC and the matched goals as sheet events', async () => {
    const [game] = await t.db.select().from(games)
    expect(game).toMatchObject({ homeScore: 2, awayScore: 3, durationMinutes: 120, status: 'finished' })
    expect(game?.date?.toISOString()).toBe('2026-07-19T19:00:00.000Z')
    const sides = await t.db.select().from(gameTeams).where(eq(gameTeams.gameId, game!.uid))
    const teamOf = (side: number) => sides.find((s) => s.side === side)!.teamId
    const [kim] = await t.db.select().from(players).where(eq(players.name, 'Kim Min-jae'))
    // Kim Min-jae's own goal counts for Uruguay; the event names his own team, as the game editor does.
    expect(game?.operations).toContainEqual({
      type: 'goal',
      minute: 55,
      team: teamOf(1),
      player: kim!.uid,
      own_goal: true,
    })
    expect((game!.operations as { penalty?: boolean }[]).filter((o) => o.penalty)).toHaveLength(1)
    const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game!.uid))
    const byName = new Map(
      await Promise.all(
        rows.map(async (row) => {
          const [p] = await t.db.select().from(players).where(eq(players.uid, row.playerId))
          return [p!.name, row] as const
        }),
      ),
    )
    expect([...byName.keys()].sort()).toEqual(['Federico Valverde', 'Kim Min-jae', 'Son Heung-min'])
    expect(byName.get('Federico Valverde')).toMatchObject({ goals: 1, played: true, side: 0, jerseyNo: 15 })
    expect(byName.get('Kim Min-jae')).toMatchObject({ goals: 0, played: true, side: 1, teamId: teamOf(1) })
    expect(byName.get('Son Heung-min')).toMatchObject({
      goals: 1,
      onField: false,
      onBench: false,
      minutes: 0,
    })
  })

  it('links a later file to the players already stored and keeps every imported sheet valid', async () => {
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: worldCupFiles() },
    })
    expect(res.statusCode, res.body).toBe(200)
    // The six players of the small file are the same people (nation, birth date, name): not created twice.
    expect(await countRows(t.db, 'players')).toBe(1248)
    const squads = (res.json().data as ImportReport).files[0]!
    expect(squads.counts.players?.created).toBe(1242)
    expect(squads.counts.players?.updated).toBe(6)

    const list = await c.inject({ method: 'GET', url: '/api/community/player?filter=Valverde' })
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toEqual([
      expect.objectContaining({
        name: 'Federico Valverde',
        date_of_birth: '1998-07-22',
        main_position: 'MF', // openfootball says only the line: "Midfielder", not a guessed place
        shirt_number: 8,
        nationality: 'Uruguay',
        current_club: 'Real Madrid C. F.',
      }),
    ])

    const stored = await t.db.select().from(games)
    expect(stored).toHaveLength(105)
    for (const game of stored) {
      const sides = await t.db.select().from(gameTeams).where(eq(gameTeams.gameId, game.uid))
      const rows = await t.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.uid))
      const team = (side: number) => ({
        uid: sides.find((s) => s.side === side)!.teamId,
        playerMetaData: rows
          .filter((r) => r.side === side)
          .map((r) => ({
            uid: r.playerId,
            substitutions: [],
            onField: r.onField,
            position: r.position ?? '',
            MOTM: r.motm,
            goals: r.goals,
            assist_goal: r.assistGoal,
            pre_assist: r.preAssist,
            injured: r.injured,
            red_card_time: null,
            yellow_card_time: null,
            yellow_second_card_time: null,
            onBench: r.onBench,
            jersey_no: r.jerseyNo,
            isCaptain: r.isCaptain,
          })),
      })
      const issues = checkGameSheet({
        team_array: [team(0).uid, team(1).uid],
        teams: [team(0), team(1)],
        operationsArr: game.operations as never,
        home_score: game.homeScore,
        away_score: game.awayScore,
      })
      expect(issues, `${game.stage} ${game.date?.toISOString()}`).toEqual([])
    }
  }, 120_000) // the whole World Cup: several seconds on a busy machine
})
