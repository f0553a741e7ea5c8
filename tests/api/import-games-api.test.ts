import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'
import { fixtureFile } from './import-support'

// An imported game is an ordinary game of the community API: it reads back with its sheet, and the game
// editor can save it again unchanged (its teams are national sides' teams, its sheet passes the rules).

describe('an imported game through the games API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    const c = await t.loginAs('community')
    const res = await c.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [fixtureFile('tiny.squads.json'), fixtureFile('tiny.json')] },
    })
    expect(res.statusCode, res.body).toBe(200)
  })
  afterAll(() => t.close())

  it('is listed as a national game of its tournament and reads back with teams, scorers and events', async () => {
    const c = await t.loginAs('community')
    const list = await c.inject({ method: 'GET', url: '/api/community/national_game' })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().meta.total).toBe(1)
    const id = list.json().data[0].uid
    const res = await c.inject({ method: 'GET', url: `/api/community/national_game/${id}` })
    expect(res.statusCode, res.body).toBe(200)
    const game = res.json().data
    expect(game).toMatchObject({
      kind: 'national_game',
      competition: 'Friendly Cup 2026',
      stage: 'Final',
      status: 'finished',
      home_score: 2,
      away_score: 3,
      duration: 120,
      team_names: ['Uruguay', 'South Korea'],
      // The national sides' FIFA codes, which a phone's score bar shows (never "URU"/"SOU" from the names).
      team_codes: ['URU', 'KOR'],
    })
    const scorers = game.teams.flatMap((team: { playerMetaData: { goals: number; jersey_no: number }[] }) =>
      team.playerMetaData.map((p) => [p.jersey_no, p.goals]),
    )
    // Valverde for Uruguay; Son, then Kim Min-jae (own goal: in the sheet with no goal of his own).
    expect(scorers).toEqual([
      [15, 1],
      [7, 1],
      [4, 0],
    ])
    expect(game.operationsArr.map((o: { minute: number }) => o.minute)).toEqual([12, 30, 55])
  })

  it('can be saved again by the game editor without a refusal', async () => {
    const c = await t.loginAs('community')
    const list = await c.inject({ method: 'GET', url: '/api/community/national_game' })
    const id = list.json().data[0].uid
    const game = (await c.inject({ method: 'GET', url: `/api/community/national_game/${id}` })).json().data
    const res = await c.inject({
      method: 'PUT',
      url: `/api/community/national_game/${id}`,
      payload: {
        version: game.version,
        // Sent with the sheet: two goals of this game have no event (their scorers were not matched).
        home_score: game.home_score,
        away_score: game.away_score,
        team_array: game.team_array,
        teams: game.teams.map((team: { uid: string; playerMetaData: unknown[] }) => ({
          uid: team.uid,
          playerMetaData: team.playerMetaData,
        })),
        operationsArr: game.operationsArr,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ home_score: 2, away_score: 3, version: game.version + 1 })
  })
})
