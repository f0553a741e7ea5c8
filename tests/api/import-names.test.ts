import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPaths } from '../../src/api/contract/schemas/import'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'
import { countRows, fixtureFile, statsBombFiles } from './import-support'

// An imported file's names follow the API's own rules (the contract's `name`, src/rules/control-characters.ts):
// a NUL, a terminal's escape sequence or a 10,000-character name is refused in words naming the file, the row
// and the field — never a 500, never stored — and a team listed twice in a squads file is named, not a 500.

let t: TestApp
let community: TestClient

const squads = () => JSON.parse(fixtureFile('tiny.squads.json').content)
const post = (files: { name: string; content: string; encoding?: 'base64' }[]) =>
  community.inject({ method: 'POST', url: importPaths.import, payload: { files } })
const asFile = (name: string, json: unknown) => ({ name, content: JSON.stringify(json) })

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

describe('names in imported files', () => {
  it('refuses a NUL in a player’s name in words naming the file and the row, and stores nothing', async () => {
    const file = squads()
    file[1].players[0].name = 'Son\u0000Heung-min'
    const res = await post([asFile('korea.squads.json', file)])
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toBe(
      'korea.squads.json: invalid openfootball squads file at 1.players.0.name: Remove the invisible control character (U+0000) from this text',
    )
    expect(res.json().issues[0].path).toBe('files.0.content.1.players.0.name')
    expect(await countRows(t.db, 'players')).toBe(0)
  })

  it('refuses a terminal’s escape sequence in a club’s name', async () => {
    const file = squads()
    file[0].players[0].club.name = '\u001b[31mInternacional\u001b[0m'
    const res = await post([asFile('uruguay.squads.json', file)])
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toContain(
      'at 0.players.0.club.name: Remove the invisible control character (U+001B)',
    )
    expect(await countRows(t.db, 'clubs')).toBe(0)
  })

  it('refuses a 10,000-character name as the API does (at most 160)', async () => {
    const file = squads()
    file[0].players[2].name = 'A'.repeat(10_000)
    const res = await post([asFile('long.squads.json', file)])
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toMatch(/at 0\.players\.2\.name: .*160/)
    expect(await countRows(t.db, 'players')).toBe(0)
  })

  it('names a team listed twice in a squads file instead of failing', async () => {
    const file = squads()
    file.push({ ...file[0] })
    const res = await post([asFile('twice.squads.json', file)])
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toBe(
      'twice.squads.json: invalid openfootball squads file at 2.fifa_code: Uruguay (URU) is listed twice: teams 1 and 3',
    )
    expect(await countRows(t.db, 'nationals')).toBe(0)
  })

  it('refuses an escape sequence in a StatsBomb line-up’s player name, naming the file and the row', async () => {
    const files = statsBombFiles()
    const lineup = files.find((f) => f.name === 'lineups/3869685.json')!
    const teams = JSON.parse(lineup.content)
    teams[0].lineup[1].player_name = 'Nahuel \u001b]0;owned\u0007Molina'
    lineup.content = JSON.stringify(teams)
    const res = await post(files)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toContain('lineups/3869685.json')
    expect(res.json().message).toContain(
      '0.lineup.1.player_name: Remove the invisible control character (U+001B) from this text',
    )
    expect(await countRows(t.db, 'games')).toBe(0)
  })

  it('leaves out a sheet’s cell with a control character, naming its row and field', async () => {
    const player = (
      await community.inject({
        method: 'POST',
        url: '/api/community/player',
        payload: { name: 'Ivo Kurzmann' },
      })
    ).json().data
    // Sent as base64, as the screen sends a file it does not read as text: the request's own check sees no cell.
    const csv = Buffer.from('Player,Agent,Height\r\nIvo Kurzmann,Sharp \u001b[2J Agency,188\r\n')
    const res = await post([{ name: 'values.csv', content: csv.toString('base64'), encoding: 'base64' }])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.files[0].problems).toEqual([
      'Row 1: Agent: remove the invisible control character (U+001B) from this text',
    ])
    const record = (await community.inject({ url: `/api/community/profile/${player.uid}` })).json().data
    expect(record).toMatchObject({ agent: null, height_cm: 188 })
  })
})
