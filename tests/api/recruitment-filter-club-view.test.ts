import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { joinClub } from '../support/join-club'
import { buildTestApp, type TestApp } from '../support/test-app'

// The recruitment filter compares what the scout's club sees of a player: its own value where its file has one,
// the community's otherwise, and a value neither has never matches (decision 0055). The filter reads that view
// kept by the database (club_player_seen), so it must answer as the rule says after every write that changes a
// side: the club's import, a community edit of a player the club holds, and the import's undo — for the club's
// members, while another club and a scout outside it see the community's values alone. Players, files and
// filters are generated from a fixed seed and each answer checked against the rule written plainly below.

type Client = TestClient & { account: { uid: string; email: string } }
type Foot = 'left' | 'right' | 'both'
/** One side's values of a player; a field left out is one that side does not know. */
interface Values {
  preferred_foot?: Foot
  height_cm?: number
  weight_kg?: number
  contract_expires?: string
  market_value?: { amount: number; currency: 'EUR' | 'GBP' }
  on_loan?: boolean
  passports?: string[]
}
interface Player {
  made: Made
  name: string
  community: Values
  club?: Values
}
type Filter = Record<string, string | number | boolean>

/** A small seeded generator (mulberry32): the same players, files and filters on every run and engine. */
function seeded(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!
  return { next, int, pick, maybe: <T>(value: () => T, p = 0.7) => (next() < p ? value() : undefined) }
}
const rnd = seeded(55)

const feet = ['left', 'right', 'both'] as const
const passportSets = [['Spain'], ['Brazil', 'Spain'], ['Croatia']]
const day = () =>
  `${rnd.int(2026, 2029)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${rnd.pick(['01', '15', '28'])}`
const someValues = (p: number): Values =>
  Object.fromEntries(
    Object.entries({
      preferred_foot: rnd.maybe(() => rnd.pick(feet), p),
      height_cm: rnd.maybe(() => rnd.int(168, 196), p),
      weight_kg: rnd.maybe(() => rnd.int(62, 88), p),
      contract_expires: rnd.maybe(day, p),
      market_value: rnd.maybe(
        () => ({ amount: rnd.int(1, 30) * 500_000, currency: rnd.pick(['EUR', 'GBP'] as const) }),
        p,
      ),
      on_loan: rnd.maybe(() => rnd.next() < 0.4, p),
      passports: rnd.maybe(() => rnd.pick(passportSets), p),
    }).filter(([, v]) => v !== undefined),
  )

/** The rule: the club's value over the community's, for a scout of the club; the community's for anyone else. */
const seenBy = (player: Player, ofTheClub: boolean): Values =>
  ofTheClub && player.club ? { ...player.community, ...player.club } : player.community

function meets(v: Values, f: Filter): boolean {
  const atLeast = (value: number | undefined, min: unknown) =>
    min === undefined || (value !== undefined && value >= Number(min))
  const atMost = (value: number | undefined, max: unknown) =>
    max === undefined || (value !== undefined && value <= Number(max))
  if (f.foot !== undefined && v.preferred_foot !== f.foot) return false
  if (!atLeast(v.height_cm, f.height_min) || !atMost(v.height_cm, f.height_max)) return false
  if (!atLeast(v.weight_kg, f.weight_min) || !atMost(v.weight_kg, f.weight_max)) return false
  if (
    f.contract_expires_before !== undefined &&
    !(v.contract_expires && v.contract_expires < String(f.contract_expires_before))
  )
    return false
  if (f.market_value_max !== undefined) {
    const value = v.market_value
    if (!value || value.currency !== (f.currency ?? 'EUR') || value.amount > Number(f.market_value_max))
      return false
  }
  if (f.on_loan === true && v.on_loan !== true) return false
  if (
    f.passport !== undefined &&
    !(v.passports ?? []).some((p) => p.toLowerCase() === String(f.passport).toLowerCase())
  )
    return false
  return true
}

/** One to three recruitment conditions, bounds taken from the generated values' ranges. */
function someFilter(): Filter {
  const parts: (() => Filter)[] = [
    () => ({ foot: rnd.pick(feet) }),
    () => ({ height_min: rnd.int(170, 192) }),
    () => {
      const low = rnd.int(168, 185)
      return { height_min: low, height_max: low + rnd.int(2, 10) }
    },
    () => ({ weight_max: rnd.int(65, 85) }),
    () => ({ contract_expires_before: day() }),
    () => ({
      market_value_max: rnd.int(2, 20) * 1_000_000,
      ...(rnd.next() < 0.3 ? { currency: 'GBP' } : {}),
    }),
    () => ({ on_loan: true }),
    () => ({ passport: rnd.pick(['spain', 'Brazil', 'CROATIA']) }),
  ]
  const filter: Filter = {}
  for (let n = rnd.int(1, 3); n > 0; n--) Object.assign(filter, rnd.pick(parts)())
  // Two height conditions may cross: the filter's check refuses a greatest height below the smallest.
  if (Number(filter.height_min) > Number(filter.height_max))
    [filter.height_min, filter.height_max] = [filter.height_max!, filter.height_min!]
  return filter
}

let t: TestApp
let head: Client
let analyst: Client
let rival: Client
let outsider: Client
const players: Player[] = []
const filters = Array.from({ length: 30 }, someFilter)

const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json()
}

/** The club's file: its values as Wyscout writes them, an empty cell where the club does not know one. */
function clubFile(held: Player[]) {
  const cells = (v: Values) => [
    v.market_value ? String(v.market_value.amount) : '',
    v.market_value?.currency ?? '',
    v.contract_expires ?? '',
    v.preferred_foot ?? '',
    v.height_cm === undefined ? '' : String(v.height_cm),
    v.weight_kg === undefined ? '' : String(v.weight_kg),
    v.on_loan === undefined ? '' : v.on_loan ? 'yes' : 'no',
    v.passports ? `"${v.passports.join(', ')}"` : '',
  ]
  return [
    'Player,Team,Market value,Currency,Contract expires,Foot,Height,Weight,On loan,Passport country',
    ...held.map((p) => [p.name, '', ...cells(p.club!)].join(',')),
  ].join('\r\n')
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

/** club_player_seen holds, for each player a club holds values of, its value over the community's. */
async function viewIsCurrent() {
  const stale = await t.db.execute(sql`
    select s.player_uid from club_player_seen s
    full join club_player_facts f on f.owner_uid = s.owner_uid and f.player_uid = s.player_uid
    left join players p on p.uid = coalesce(s.player_uid, f.player_uid)
    where s.player_uid is null or f.player_uid is null
      or (s.height_cm, s.weight_kg, s.preferred_foot, s.contract_expires, s.market_value, s.market_value_currency,
        s.on_loan, s.passports) is distinct from (coalesce(f.height_cm, p.height_cm),
        coalesce(f.weight_kg, p.weight_kg), coalesce(f.preferred_foot, p.preferred_foot),
        coalesce(f.contract_expires, p.contract_expires), coalesce(f.market_value, p.market_value),
        coalesce(f.market_value_currency, p.market_value_currency), coalesce(f.on_loan, p.on_loan),
        coalesce(f.passports, p.passports))`)
  expect(stale.rows).toEqual([])
}

/** The community's record of a player's values, as its form sends them (unknown as null). */
const recordOf = (v: Values) => ({
  preferred_foot: v.preferred_foot ?? null,
  height_cm: v.height_cm ?? null,
  weight_kg: v.weight_kg ?? null,
  contract_expires: v.contract_expires ?? null,
  market_value: v.market_value?.amount ?? null,
  market_value_currency: v.market_value?.currency ?? null,
  on_loan: v.on_loan ?? null,
  passports: v.passports ?? [],
})

let importId: string

beforeAll(async () => {
  t = await buildTestApp()
  const community = await t.loginAs('community')
  const make = factories(community)
  const syllables = ['ba', 'ko', 'ri', 'mel', 'tan', 'du', 'ves', 'lo']
  for (let i = 0; i < 36; i++) {
    const name = `Ivo ${syllables[i % 8]!.toUpperCase()[0]}${syllables[i % 8]!.slice(1)}${syllables[Math.floor(i / 8)]}ner`
    const values = someValues(0.5)
    const made = await make.player({ name, date_of_birth: '1996-04-04', ...recordOf(values) })
    players.push({ made, name, community: values, club: rnd.next() < 0.6 ? someValues(0.6) : undefined })
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
      { field: 'file', data: Buffer.from(clubFile(held)), filename: 'club-file.csv' },
    )
    const sent = await analyst.inject({ method: 'POST', url: '/api/scout/imports', ...form })
    expect(sent.statusCode, sent.body).toBe(201)
    importId = sent.json().data.id
    expect(sent.json().data.matched).toBe(held.length)
    await data(analyst, 'POST', `/api/scout/imports/${importId}/commit`)
    await viewIsCurrent()
    await answersAsTheRuleSays(true)
  })

  it('follows a community edit of players the club holds, in the fields it holds and the ones it does not', async () => {
    const community = await t.loginAs('community')
    for (const player of players.filter((p) => p.club).slice(0, 12)) {
      player.community = someValues(0.7)
      const { data: record } = await data(community, 'GET', `/api/community/profile/${player.made.uid}`)
      await data(community, 'PUT', `/api/community/profile/${player.made.uid}`, {
        version: record.version,
        ...recordOf(player.community),
      })
    }
    await viewIsCurrent()
    await answersAsTheRuleSays(true)
  })

  it('finds by the community’s values again once the import is undone', async () => {
    await data(head, 'DELETE', `/api/scout/imports/${importId}`)
    for (const player of players) player.club = undefined
    await viewIsCurrent()
    await answersAsTheRuleSays(false)
  })
})

describe('the club’s view of a player', () => {
  it('changes in the transaction of the community’s edit, and not at all if that edit is rolled back', async () => {
    const player = players[0]!
    player.club = { weight_kg: 70 }
    const form = await multipart(
      {},
      { field: 'file', data: Buffer.from(clubFile([player])), filename: 'one.csv' },
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
