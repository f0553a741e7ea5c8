import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../fixtures/uploads/multipart'
import {
  clubFile,
  meets,
  recordOf,
  seeded,
  seenBy,
  someFilter,
  someValues,
  type Values,
  viewIsCurrent,
} from '../support/club-view-rule'
import { clubWithMembers, type SignedInScout } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// club_player_seen (what a club sees of a player: its value over the community's, decision 0055) is written by
// two kinds of transaction that touch the same rows from either side: a club's import or its undo (club values,
// under an exclusive advisory lock) and a community edit of a player's recruitment fields (the trigger on
// players, under the shared one). Here two clubs' imports of overlapping players, two of them undone, run at once
// with community edits of the same players through the API; after all settle the view, the values and the
// filter's answers must be what the rule gives, and no write failed or was lost. Only on PostgreSQL: PGlite has
// one connection, so its transactions take turns and there is no race to lose (the single writes are checked on
// both engines by tests/api/recruitment-filter-club-view.test.ts).

const onPostgres = process.env.TEST_DB_KIND === 'pg'
type Club = 'a' | 'b'
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE'
const rnd = seeded(30)
const syllables = ['ba', 'ko', 'ri', 'mel']
const names = Array.from(
  { length: 16 },
  (_, i) => `Luka ${syllables[i % 4]!.replace(/^./, (c) => c.toUpperCase())}${syllables[i >> 2]}vic`,
)
const community = names.map(() => someValues(rnd, 0.5))
/** Each club's files hold different players, so which value is the club's does not hang on commit order. */
const plan: { club: Club; held: number[]; undo: boolean }[] = [
  { club: 'a', held: [0, 1, 2, 3, 4, 5], undo: false },
  { club: 'a', held: [6, 7, 8, 9, 10], undo: true },
  { club: 'a', held: [11, 12, 13], undo: false },
  { club: 'b', held: [3, 4, 5, 6, 7, 8], undo: true },
  { club: 'b', held: [9, 10, 11, 12, 13, 14, 15], undo: false },
  { club: 'b', held: [0, 1, 2], undo: false },
]
// At least one value each: a row of empty cells writes no club value, so the club would not hold the player.
const files = plan.map((step) => step.held.map(() => ({ height_cm: 180, ...someValues(rnd, 0.6) })))
/** Each player's community edits, one after another (each sends the version it read); two for four of them. */
const edits = names.map((_, i) => Array.from({ length: i % 4 === 0 ? 2 : 1 }, () => someValues(rnd, 0.7)))
const filters = Array.from({ length: 16 }, () => someFilter(rnd))

/**
 * The request, sent again while it meets the one documented refusal: a commit of an import past the process's
 * two at once, or a second of one account, is 429 before it reads or writes anything
 * (server/plugins/export-limit.ts).
 */
async function answered(client: TestClient, options: InjectOptions) {
  for (;;) {
    const res = await client.inject(options)
    if (res.statusCode !== 429 || res.json().code !== 'RATE_LIMITED') return res
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.skipIf(!onPostgres)('two clubs’ imports and community edits at once', () => {
  let t: TestApp
  let made: Made[]
  let editors: TestClient[]
  let clubs: Record<Club, SignedInScout[]>
  /** The uid a club's values are kept under: its workspace's. */
  let ownerOf: Record<Club, string>
  let outsider: TestClient
  const ids: string[] = []
  beforeAll(async () => {
    t = await buildTestApp()
    editors = await Promise.all([0, 1, 2].map(() => t.loginAs('community')))
    const make = factories(editors[0]!)
    made = await Promise.all(
      names.map((name, i) => make.player({ name, date_of_birth: '1997-05-05', ...recordOf(community[i]!) })),
    )
    const [a, b] = await Promise.all(
      ['Club A', 'Club B'].map((name) => clubWithMembers(t, { name, members: { analyst: 'analyst' } })),
    )
    clubs = { a: [a!.head, a!.members.analyst], b: [b!.head, b!.members.analyst] }
    ownerOf = { a: a!.club.uid, b: b!.club.uid }
    outsider = await t.loginAs('scout')
    // The previews before the race, one after another: they read the players but write no value, so the commits
    // and undos race the edits, not the reading of the files.
    for (const [n, step] of plan.entries()) {
      const csv = clubFile(step.held.map((i, k) => ({ name: names[i]!, values: files[n]![k]! })))
      const form = await multipart({}, { field: 'file', data: Buffer.from(csv), filename: `file-${n}.csv` })
      const res = await clubs[step.club][n % 2]!.inject({
        method: 'POST',
        url: '/api/scout/imports',
        ...form,
      })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().data.matched).toBe(step.held.length)
      ids.push(res.json().data.id)
    }
  }, 60_000)
  afterAll(() => t.close())

  it('keeps each club’s view as the rule says through imports, undos and community edits at once', async () => {
    const failed: string[] = []
    const send = async (client: TestClient, method: Method, url: string, body?: object) => {
      const res = await answered(client, { method, url, ...(body ? { payload: body } : {}) })
      // Every other answer is 2xx: a deadlock, a serialization failure or a key clash would be a 500 here.
      if (res.statusCode >= 300) failed.push(`${method} ${url}: ${res.statusCode} ${res.body}`)
      return res
    }
    await Promise.all([
      ...plan.map(async (step, n) => {
        const by = clubs[step.club][n % 2]!
        await send(by, 'POST', `/api/scout/imports/${ids[n]}/commit`)
        if (step.undo) await send(by, 'DELETE', `/api/scout/imports/${ids[n]}`)
      }),
      ...edits.map(async (values, i) => {
        for (const [k, next] of values.entries()) {
          const editor = editors[(i + k) % 3]!
          const read = await send(editor, 'GET', `/api/community/profile/${made[i]!.uid}`)
          const version = read.json().data.version
          await send(editor, 'PUT', `/api/community/profile/${made[i]!.uid}`, { version, ...recordOf(next) })
        }
      }),
    ])
    expect(failed).toEqual([])

    // No edit lost: each player's community values are his last edit's.
    const latest = edits.map((values) => values.at(-1)!)
    const { rows: kept } = await t.db.execute(sql`select uid, preferred_foot, height_cm, weight_kg,
      contract_expires::text, market_value, market_value_currency, on_loan, coalesce(passports, '{}') as passports
    from players where uid = any(${sql.param(made.map((p) => p.uid))}::uuid[]) order by uid`)
    expect(kept).toEqual(
      made.map((p, i) => ({ uid: p.uid, ...recordOf(latest[i]!) })).sort((x, y) => (x.uid < y.uid ? -1 : 1)),
    )

    // No import lost: each club holds exactly the values of its files not undone.
    const held: Record<Club, Map<number, Values>> = { a: new Map(), b: new Map() }
    for (const [n, step] of plan.entries())
      if (!step.undo) for (const [k, i] of step.held.entries()) held[step.club].set(i, files[n]![k]!)
    const { rows: facts } = await t.db.execute(sql`select owner_uid, player_uid, preferred_foot, height_cm,
      weight_kg, contract_expires::text, market_value, market_value_currency, on_loan, passports
    from club_player_facts order by owner_uid, player_uid`)
    const expectedFacts = (['a', 'b'] as const).flatMap((club) =>
      [...held[club]].map(([i, v]) => ({
        owner_uid: ownerOf[club],
        player_uid: made[i]!.uid,
        ...recordOf(v),
        passports: v.passports ?? null,
      })),
    )
    const byKey = (r: { owner_uid: unknown; player_uid: unknown }) => `${r.owner_uid} ${r.player_uid}`
    expect(facts).toEqual(expectedFacts.sort((x, y) => (byKey(x) < byKey(y) ? -1 : 1)))

    // The view the filter reads: one row per club value row, its value over the community's, none stale.
    await viewIsCurrent(t.db)

    // The filter answers each club's scouts, and a scout in no club, exactly as the rule says.
    const scouts = [...clubs.a.map((c) => [c, 'a']), ...clubs.b.map((c) => [c, 'b']), [outsider]] as [
      TestClient,
      Club | undefined,
    ][]
    const asked = filters.flatMap((filter) => scouts.map(([client, club]) => ({ filter, client, club })))
    const answers = await Promise.all(
      asked.map(({ filter, client }) =>
        client.inject({ method: 'POST', url: '/api/scout/filter', payload: { ...filter, limit: 100 } }),
      ),
    )
    for (const [n, { filter, club }] of asked.entries()) {
      const res = answers[n]!
      expect(res.statusCode, res.body).toBe(200)
      const expected = names.filter((name, i) => {
        const player = { made: made[i]!, name, community: latest[i]!, club: club && held[club].get(i) }
        return meets(seenBy(player, club !== undefined), filter)
      })
      const found = res.json().data.map((x: { name: string }) => x.name)
      expect(found.sort(), `${club ?? 'no club'} ${JSON.stringify(filter)}`).toEqual(expected.sort())
    }
  }, 60_000)
})
