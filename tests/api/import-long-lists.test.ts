import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FORMAT_ISSUES } from '../../server/domain/import/bounded-parse'
import { MAX_IMPORT_LIST } from '../../server/domain/import/list-sizes'
import { importPaths } from '../../src/api/contract/schemas/import'
import { buildTestApp, type TestApp } from '../support/test-app'

// One member's import must not hold up everyone: a file's lists are counted before it is validated, and a long
// list of wrong entries is refused with its first few reasons, not one for every entry
// (server/domain/import/list-sizes.ts, bounded-parse.ts; the time it took is in bench/heavy-user.ts).

describe('an import file with a very long list', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const send = async (content: string) => {
    const member = await t.loginAs('community')
    return member.inject({
      method: 'POST',
      url: importPaths.import,
      payload: { files: [{ name: 'huge.json', content }] },
    })
  }

  it('refuses a file of a million empty blocks in words, naming the limit, before validating any of them', async () => {
    const res = await send(`[${Array(1_000_000).fill('{}').join(',')}]`)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.message).toBe(
      `huge.json: the file holds 1,000,000 entries; an import file may hold at most ${MAX_IMPORT_LIST.toLocaleString('en')} in one list. Split it into smaller files.`,
    )
    expect(body.issues).toEqual([{ path: 'files.0.content', message: body.message }])
  })

  it('names a long list inside the file by its place', async () => {
    const squads = [{ name: 'Uruguay', fifa_code: 'URU', players: Array(MAX_IMPORT_LIST + 1).fill({}) }]
    const res = await send(JSON.stringify(squads))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(
      /^huge\.json: the list at 0\.players holds 20,001 entries; .* at most 20,000/,
    )
  })

  it('reports the first few wrong entries of a long list, not every one', async () => {
    const res = await send(`[${Array(MAX_IMPORT_LIST).fill('{}').join(',')}]`)
    expect(res.statusCode).toBe(400)
    const { message, issues } = res.json()
    expect(message).toBe('huge.json: invalid openfootball squads file at 0.name: This is required')
    expect(issues).toHaveLength(MAX_FORMAT_ISSUES)
    expect(issues[0].path).toBe('files.0.content.0.name')
  })

  it('refuses a squad of more players than any squad has before reading them', async () => {
    const squads = [{ name: 'Uruguay', fifa_code: 'URU', players: Array(5000).fill({}) }]
    const res = await send(JSON.stringify(squads))
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toHaveLength(1)
    expect(res.json().issues[0].path).toBe('files.0.content.0.players')
  })
})
