import { parse } from 'csv-parse/sync'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPaths } from '../../src/api/contract/schemas/import'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { fixtureFile } from './import-support'

// Unknown is unknown everywhere (docs/decisions/0056-unknown-is-unknown.md). An openfootball import names the
// scorers and nothing else: Federico Valverde's one goal is recorded, his appearance, assists, cards, minutes and
// man of the match are not — so no page, list, export or card may say 0 for them. A player on a sheet with a
// line-up keeps his real zeros: a 0 that was recorded is a fact.

let t: TestApp
let community: TestClient
let scout: TestClient
let valverde: string
let keeper: string

const get = (client: TestClient, url: string) => client.inject({ method: 'GET', url })
const csvOf = (body: string) => parse(body.slice(1), { columns: true }) as Record<string, string>[]
async function pdfText(raw: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(raw)), { mergePages: true })
  return text
}
const uidOf = async (name: string) =>
  ((await t.db.execute(`select uid from players where name = '${name}'`)).rows[0] as { uid: string }).uid

/** Every count a statistics answer gives beside goals: none of them is known from a list of scorers. */
const unrecorded = {
  matches: null,
  starts: null,
  minutes: null,
  assists: null,
  pre_assists: null,
  yellow_cards: null,
  red_cards: null,
  motm: null,
}

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  const res = await community.inject({
    method: 'POST',
    url: importPaths.import,
    payload: { files: [fixtureFile('tiny.squads.json'), fixtureFile('tiny.json')] },
  })
  expect(res.statusCode, res.body).toBe(200)
  valverde = await uidOf('Federico Valverde')
  // A keeper on a typed-in sheet with a line-up: 90 minutes, no goal, no assist, no card — all recorded.
  const make = factories(community)
  keeper = (await make.player({ name: 'Keeper Known', main_position: 'GK' })).uid
  const league = await make.league({ name: 'Recorded League', season: '2026' })
  const home = await make.team({ name: 'Home Side', leagueId: league.uid, players: [keeper] })
  const away = await make.team({ name: 'Away Side', leagueId: league.uid, players: [] })
  await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    date: '2026-03-01T15:00:00Z',
    status: 'finished',
    home_score: 0,
    away_score: 0,
    teams: [
      { uid: home.uid, playerMetaData: [{ uid: keeper, jersey_no: 1, onField: true }] },
      { uid: away.uid, playerMetaData: [] },
    ],
  })
  for (const uid of [valverde, keeper])
    await scout.inject({
      method: 'POST',
      url: '/api/scout/setShortlist',
      payload: { uid, is_shortlisted: true },
    })
}, 120_000)
afterAll(() => t.close())

describe('a player known only as a scorer', () => {
  it('has his goal and nothing else on the community’s and the scout’s statistics and career', async () => {
    for (const url of [`/api/community/player_stats/${valverde}`, `/api/scout/player_stats/${valverde}`]) {
      const stats = (await get(url.includes('scout') ? scout : community, url)).json().data
      expect(stats.totals).toEqual({ ...unrecorded, goals: 1, scorer_only_matches: 1, lineup_matches: 0 })
      expect(stats.career).toHaveLength(1)
      expect(stats.career[0]).toMatchObject({ ...unrecorded, goals: 1, scorer_only_matches: 1 })
      for (const row of [...stats.by_season, ...stats.by_competition]) expect(row).toMatchObject(unrecorded)
    }
  })

  it('has his game with its goal and no minutes, assists, cards or man of the match', async () => {
    const [game] = (await get(scout, `/api/scout/matches_played/${valverde}`)).json().data
    expect(game).toMatchObject({
      lineup_recorded: false,
      started: null,
      minutes: null,
      goals: 1,
      assists: null,
      yellow_cards: null,
      red_cards: null,
      motm: null,
    })
  })

  it('has no matches, minutes or assists in the lists: the shortlist and the search', async () => {
    const shortlisted = (await get(scout, '/api/scout/shortlisted')).json().data
    const found = (
      await scout.inject({ method: 'POST', url: '/api/scout/filter', payload: { q: 'Valverde' } })
    ).json().data
    for (const list of [shortlisted, found]) {
      const his = list.find((p: { uid: string }) => p.uid === valverde)
      expect(his.stats).toEqual({ matches: null, lineup_matches: 0, minutes: null, goals: 1, assists: null })
    }
    // "At least one match" finds the players whose matches are recorded, not the scorers of a sheet without one.
    const played = (
      await scout.inject({ method: 'POST', url: '/api/scout/filter', payload: { min_matches: 1 } })
    ).json().data
    expect(played.map((p: { name: string }) => p.name)).toEqual(['Keeper Known'])
  })

  it('has empty cells, not 0, in the CSV of the shortlist and the search', async () => {
    for (const url of ['/api/scout/shortlisted/export', '/api/scout/search/export?format=csv&q=Valverde']) {
      const row = csvOf((await get(scout, url)).body).find((r) => r.Player === 'Federico Valverde')
      expect(row).toMatchObject({ Matches: '', Minutes: '', Goals: '1', Assists: '' })
    }
  })

  it('has the sign and "not recorded" on his PDF card, and no 0 in his career row', async () => {
    const res = await get(scout, `/api/scout/player/${valverde}/card?format=pdf`)
    expect(res.statusCode).toBe(200)
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('only scorers are known for 1 game')
    expect(text).toContain('— not recorded')
    // Season, team, matches, starts, minutes, goals, assists, cards.
    expect(text).toMatch(/2026\s+Uruguay\s+—\s+—\s+—\s+1\s+—\s+—\/—/)
  })

  it('is not counted as recorded for matches, minutes or assists, only for goals', async () => {
    const { players, recorded } = (await get(scout, '/api/scout/filter_coverage')).json().data
    expect(players).toBeGreaterThan(2)
    // Only the keeper's sheet has a line-up; the three players the openfootball game names (two scorers and an
    // own goal's) have their goals recorded, and nothing else.
    expect(recorded).toMatchObject({ matches: 1, minutes: 1, assists: 1, goals: 4 })
  })
})

describe('a player on a sheet with a line-up', () => {
  it('keeps his real zeros everywhere', async () => {
    const stats = (await get(scout, `/api/scout/player_stats/${keeper}`)).json().data
    expect(stats.totals).toMatchObject({
      matches: 1,
      scorer_only_matches: 0,
      starts: 1,
      minutes: 90,
      goals: 0,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
      motm: 0,
    })
    const [game] = (await get(scout, `/api/scout/matches_played/${keeper}`)).json().data
    expect(game).toMatchObject({ minutes: 90, assists: 0, yellow_cards: 0, red_cards: 0, motm: false })
    const his = (await get(scout, '/api/scout/shortlisted'))
      .json()
      .data.find((p: { uid: string }) => p.uid === keeper)
    expect(his.stats).toEqual({ matches: 1, lineup_matches: 1, minutes: 90, goals: 0, assists: 0 })
    const row = csvOf((await get(scout, '/api/scout/shortlisted/export')).body).find(
      (r) => r.Player === 'Keeper Known',
    )
    expect(row).toMatchObject({ Matches: '1', Minutes: '90', Goals: '0', Assists: '0' })
    const text = await pdfText((await get(scout, `/api/scout/player/${keeper}/card?format=pdf`)).rawPayload)
    expect(text).toMatch(/2025\/26\s+Home Side\s+1\s+1\s+90\s+0\s+0\s+0\/0/)
    expect(text).not.toContain('not recorded')
  })
})

describe('the order by matches', () => {
  it('counts the games a line-up places him in, not the scorer lines of sheets without one', async () => {
    // Two games in which he is known only as a scorer: "Matches" is not recorded for him, and he does not
    // outrank the keeper's one placed game, in an open search nor among the keepers (their own index).
    const make = factories(community)
    const scorer = (await make.player({ name: 'Scorer Twice', main_position: 'GK' })).uid
    const league = await make.league({ name: 'Scorers League', season: '2026' })
    const home = await make.team({ name: 'Scorers Home', leagueId: league.uid, players: [scorer] })
    const away = await make.team({ name: 'Scorers Away', leagueId: league.uid, players: [] })
    for (const date of ['2026-04-01T15:00:00Z', '2026-04-08T15:00:00Z'])
      await make.leagueGame({
        team_array: [home.uid, away.uid],
        league_id: league.uid,
        date,
        status: 'finished',
        home_score: 1,
        away_score: 0,
        teams: [
          { uid: home.uid, playerMetaData: [{ uid: scorer, goals: 1 }] },
          { uid: away.uid, playerMetaData: [] },
        ],
      })
    for (const payload of [{ sort: 'matches' }, { sort: 'matches', positions: ['GK'] }]) {
      const res = await scout.inject({ method: 'POST', url: '/api/scout/filter', payload })
      const names = res.json().data.map((p: { name: string }) => p.name)
      expect(names[0], JSON.stringify(payload)).toBe('Keeper Known')
      expect(names.indexOf('Scorer Twice')).toBeGreaterThan(0)
    }
  })
})
