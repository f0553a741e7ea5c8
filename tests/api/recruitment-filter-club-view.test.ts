import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import {
  clubFile,
  meets,
  type Player,
  recordOf,
  seeded,
  seenBy,
  someFilter,
  someValues,
  viewIsCurrent,
} from '../support/club-view-rule'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { joinClub } from '../support/join-club'
import { buildTestApp, type TestApp } from '../support/test-app'

// The recruitment filter compares what the scout's club sees of a player: its own value where its file has one,
// the community's otherwise, and a value neither has never matches (decision 0055). The filter reads that view
// kept by the database (club_player_seen), so it must answer as the rule says after every write that changes a
// side: the club's import, a community edit of a player the club holds, and the import's undo — for the club's
// members, while another club and a scout outside it see the community's values alone. Players, files and
// filters are generated from a fixed seed and each answer checked against the rule written plainly
// (tests/support/club-view-rule.ts).

type Client = TestClient & { account: { uid: string; email: string } }
const rnd = seeded(55)

let t: TestApp
let head: Client
let analyst: Client
let rival: Client
let outsider: Client
const players: Player[] = []
const filters = Array.from({ length: 30 }, () => someFilter(rnd))

const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json()
}

/** Every filter answers, for each scout, exactly the players the rule says, and counts them. */
async function answersAsTheRuleSays(clubHolds: boolean) {
  for (const filter of filters)
    for (const [client, ofTheClub] of [
      [head, clubHolds],
      [analyst, clubHolds],
      [rival, false],
      [outsider, false],
    ] as const) {
      const { data: found, meta } = await data(client, 'POST', '/api/scout/filter', { ...filter, limit: 100 })
      const expected = players.filter((p) => meets(seenBy(p, ofTheClub), filter)).map((p) => p.name)
      const names = found.map((x: { name: string }) => x.name)
      expect(names.sort(), JSON.stringify(filter)).toEqual(expected.sort())
      expect(meta.total, JSON.stringify(filter)).toBe(expected.length)
    }
}

let importId: string

beforeAll(async () => {
  t = await buildTestApp()
  const community = await t.loginAs('community')
  const make = factories(community)
  const syllables = ['ba', 'ko', 'ri', 'mel', 'tan', 'du', 'ves', 'lo']
  for (let i = 0; i < 36; i++) {
    const name = `Ivo ${syllables[i % 8]!.toUpperCase()[0]}${syllables[i % 8]!.slice(1)}${syllables[Math.floor(i / 8)]}ner`
    const values = someValues(rnd, 0.5)
    const made = await make.player({ name, date_of_birth: '1996-04-04', ...recordOf(values) })
    players.push({ made, name, community: values, club: rnd.next() < 0.6 ? someValues(rnd, 0.6) : undefined })
  }
  const signIn = () => t.loginAs('scout') as Promise<Client>
  ;[head, analyst, rival, outsider] = (await Promise.all(Array.from({ length: 4 }, signIn))) as [
    Client,
    Client,
    Client,
    Client,
  ]
  await data(head, 'POST', '/api/scout/workspaces', { name: 'Importing Club' }, 201)
  await data(rival, 'POST', '/api/scout/workspaces', { name: 'Rival Club' }, 201)
  await joinClub(t, head, analyst, 'analyst')
}, 60_000)
afterAll(() => t.close())

describe('the recruitment filter, as each scout’s club sees the values', () => {
  it('finds by the community’s values alone before the club imports anything', async () => {
    await answersAsTheRuleSays(false)
  })

  it('finds by the club’s values over the community’s for its members once its file is written', async () => {
    const held = players.filter((p) => p.club)
    const form = await multipart(
      {},
      {
        field: 'file',
        data: Buffer.from(clubFile(held.map((p) => ({ name: p.name, values: p.club! })))),
        filename: 'club-file.csv',
      },
    )
    const sent = await analyst.inject({ method: 'POST', url: '/api/scout/imports', ...form })
    expect(sent.statusCode, sent.body).toBe(201)
    importId = sent.json().data.id
    expect(sent.json().data.matched).toBe(held.length)
    await data(analyst, 'POST', `/api/scout/imports/${importId}/commit`)
    await viewIsCurrent(t.db)
    await answersAsTheRuleSays(true)
  })

  it('follows a community edit of players the club holds, in the fields it holds and the ones it does not', async () => {
    const community = await t.loginAs('community')
    for (const player of players.filter((p) => p.club).slice(0, 12)) {
      player.community = someValues(rnd, 0.7)
      const { data: record } = await data(community, 'GET', `/api/community/profile/${player.made.uid}`)
      await data(community, 'PUT', `/api/community/profile/${player.made.uid}`, {
        version: record.version,
        ...recordOf(player.community),
      })
    }
    await viewIsCurrent(t.db)
    await answersAsTheRuleSays(true)
  })

  it('finds by the community’s values again once the import is undone', async () => {
    await data(head, 'DELETE', `/api/scout/imports/${importId}`)
    for (const player of players) player.club = undefined
    await viewIsCurrent(t.db)
    await answersAsTheRuleSays(false)
  })
})

describe('the club’s view of a player', () => {
  it('changes in the transaction of the community’s edit, and not at all if that edit is rolled back', async () => {
    const player = players[0]!
    player.club = { weight_kg: 70 }
    const form = await multipart(
      {},
      {
        field: 'file',
        data: Buffer.from(clubFile([{ name: player.name, values: player.club }])),
        filename: 'one.csv',
      },
    )
    const sent = await head.inject({ method: 'POST', url: '/api/scout/imports', ...form })
    expect(sent.statusCode, sent.body).toBe(201)
    await data(head, 'POST', `/api/scout/imports/${sent.json().data.id}/commit`)
    const heightSeen = async (db: { execute: TestApp['db']['execute'] }) =>
      (
        await db.execute<{ height_cm: number | null }>(
          sql`select height_cm from club_player_seen where player_uid = ${player.made.uid}`,
        )
      ).rows.map((r) => r.height_cm)
    const before = await heightSeen(t.db)
    expect(before).toEqual([player.community.height_cm ?? null])
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update players set height_cm = 201 where uid = ${player.made.uid}`)
        expect(await heightSeen(tx)).toEqual([201])
        throw new Error('the edit fails after its update')
      }),
    ).rejects.toThrow('the edit fails after its update')
    expect(await heightSeen(t.db)).toEqual(before)
  })
})
