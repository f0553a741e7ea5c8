import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { genericPlanTwin } from '../../server/db/client'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The name search every list and /search shares, in both areas (decisions 0016, 0022): names that start with what
// was typed, then names with a later word that does (accents folded), and — only when nothing matches as typed —
// the most similar names, which forgive a typo. Totals stop counting at 1,000.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
let t: TestApp
let scout: TestClient
let community: TestClient
const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name)
const search = async (q: string, page = 1, limit = 20) =>
  (
    await scout.inject({ url: `/api/scout/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}` })
  ).json()

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  const make = factories(community)
  for (const name of [
    'Kylian Mbappé',
    'Ethan Mbappé',
    'Kyle Walker',
    'Kylie Stone',
    'Lamine Yamal',
    'Jude Bellingham',
    'Thiago da Silva',
    'Kevin De Bruyne',
    'Sofyan Amrabat',
    'Luka Modar',
    'Luka Modrić',
    'Luka Moore',
    'Maximilian Arnold',
    'Maximilian Arnaud',
    'Maximilian Abold',
    'Maximilian Beier',
  ])
    await make.player({ name })
})
afterAll(() => t.close())

describe('name search in tiers', () => {
  it('puts names that start with the text before names that contain it, each alphabetical', async () => {
    expect(names(await search('kyl'))).toEqual(['Kyle Walker', 'Kylian Mbappé', 'Kylie Stone'])
    // "mbap" starts no name; it is inside two surnames.
    expect(names(await search('mbap'))).toEqual(['Ethan Mbappé', 'Kylian Mbappé'])
    expect(names(await search('bell'))).toEqual(['Jude Bellingham'])
  })

  it('finds a surname of several words, the last word of a name and a name typed without its accent', async () => {
    expect(names(await search('da silva'))).toEqual(['Thiago da Silva'])
    expect(names(await search('bruyne'))).toEqual(['Kevin De Bruyne'])
    expect(names(await search('kylian mbappe'))).toEqual(['Kylian Mbappé'])
    expect(names(await search('MBAPPE'))).toEqual(['Ethan Mbappé', 'Kylian Mbappé'])
  })

  it('forgives a typo anywhere: in a surname, in a single word, in the first letters', async () => {
    expect(names(await search('Thiago da Slva'))[0]).toBe('Thiago da Silva')
    expect(names(await search('Amrabta'))[0]).toBe('Sofyan Amrabat')
    // No name starts like "Kveni", so the trigram index finds it.
    expect(names(await search('Kveni De Bruyne'))[0]).toBe('Kevin De Bruyne')
    // Inside a word (not at its start): the trigram index too.
    expect(names(await search('ellingh'))).toEqual(['Jude Bellingham'])
  })

  it('forgives a missing accent and a typo, only when nothing matches as typed', async () => {
    expect(names(await search('mbappe'))).toContain('Kylian Mbappé')
    expect(names(await search('Kylain Mbappé'))[0]).toBe('Kylian Mbappé')
    expect(names(await search('Jude Bellignham'))[0]).toBe('Jude Bellingham')
    // A typo in the surname's second letter: no name starts "jude bl", the look-alikes of "jude b" are read.
    expect(names(await search('Jude Blelingham'))[0]).toBe('Jude Bellingham')
    expect(names(await search('Kylian Mpabpé'))[0]).toBe('Kylian Mbappé')
    // Several look-alikes: the closest first (not alphabetical: "Modar" sorts before "Modrić").
    expect(names(await search('Luka Modrc'))).toEqual(['Luka Modrić', 'Luka Modar', 'Luka Moore'])
    // An exact match is not diluted by look-alikes.
    expect(names(await search('Kylie'))).toEqual(['Kylie Stone'])
  })

  it("reads the surname's first letter only when its first two hold no look-alike", async () => {
    // "maximilian ar" holds close names: "Abold", as close as "Arnaud" but a letter further, is not added.
    expect(names(await search('Maximilian Arnld'))).toEqual(['Maximilian Arnold', 'Maximilian Arnaud'])
    // "maximilian an" holds none: the look-alikes of "maximilian a", closest first — and not the trigram
    // index's, which would add "Beier" (as similar, but not starting like it).
    expect(names(await search('Maximilian Anrold'))).toEqual([
      'Maximilian Abold',
      'Maximilian Arnold',
      'Maximilian Arnaud',
    ])
  })

  it('pages across the tiers without losing or repeating a name', async () => {
    const first = await search('kyl', 1, 2)
    const second = await search('kyl', 2, 2)
    expect(first.meta.total).toBe(3)
    expect([...names(first), ...names(second)]).toEqual(['Kyle Walker', 'Kylian Mbappé', 'Kylie Stone'])
  })

  it('counts at most 1,000 matches and says so', async () => {
    await t.db.execute(
      sql`insert into players (uid, name) select gen_random_uuid(), 'Zed Player ' || n from generate_series(1, 1005) n`,
    )
    const many = await search('zed')
    expect(many.meta).toMatchObject({ total: 1000, capped: true })
    expect(many.data).toHaveLength(20)
    const community_ = (await community.inject({ url: '/api/community/player?q=zed&limit=5' })).json()
    expect(community_.meta).toMatchObject({ total: 1000, capped: true })
  })

  it('answers an empty page for a name nothing resembles', async () => {
    expect(await search('Qqqqxxxx')).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('pages from the names that start with it into those with a later word that does, and past the end', async () => {
    await community.inject({
      method: 'POST',
      url: '/api/community/player',
      payload: { name: 'Adam Kylerson' },
    })
    const pages = await Promise.all([1, 2, 3].map((page) => search('kyl', page, 2)))
    expect(pages.map((p) => p.meta.total)).toEqual([4, 4, 4])
    expect(pages.map(names)).toEqual([['Kyle Walker', 'Kylian Mbappé'], ['Kylie Stone', 'Adam Kylerson'], []])
    // Past the end of the look-alikes of a typo: an empty page of the same total, not other look-alikes.
    const typo = await search('Kylain Mbappé')
    expect(await search('Kylain Mbappé', 2)).toEqual({ data: [], meta: { ...typo.meta, page: 2 } })
  })
})

describe.runIf(onPostgres)('planning a search on PostgreSQL', () => {
  it("runs the scout's search, minors' gate and all, on one generic plan, never planned again (decision 0068)", async () => {
    // Sent one after another, the searches take the same connection of the generic-plan handle, and so does the
    // look at its statements below (node-postgres hands out the connection released last).
    // Words and whole names, found as typed and with a typo (the look-alikes' statement is a whole name's).
    for (const q of ['kyl', 'bell', 'mbap', 'yamal', 'Kylian Mb', 'Kylain Mbappé', 'Maximilian Anrold'])
      await search(q)
    const { rows } = await genericPlanTwin(t.db)!.execute<{ generic: number; custom: number }>(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where name like 'name_search_generic_%' and statement like '%scout_shortlists%'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.reduce((n, row) => n + row.generic, 0)).toBeGreaterThanOrEqual(7)
    expect(rows.every((row) => row.custom === 0)).toBe(true)
  })
})
