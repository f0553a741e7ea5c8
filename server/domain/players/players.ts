import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ListBody } from '../../../src/api/contract/common'
import { type Player, type PlayerListQuery, positionsMatching } from '../../../src/api/contract/players'
import type { Db } from '../../db/client'
import { clubs, countries, gamePlayers, players, teamPlayers, teams, uploads } from '../../db/schema/index'
import { getRecord, type ResourceDef } from '../resources/resource-read'
import { createRecord, deleteRecord, updateRecord } from '../resources/resource-write'
import { notFound } from '../support/errors'
import { searchNameTiers } from '../support/name-search-tiers'
import { RIDING_TOTAL, takeRidingTotal } from '../support/riding-total'
import type { Executor } from '../support/versioned-update'

// The player record through the football engineer's generic family machinery (one create/update/delete with
// versions, 409s and constraint messages for every family), plus what only players need: filters by age and
// position, ranked name search, and a team's players.

const age = sql<number | null>`extract(year from age(current_date, ${players.dateOfBirth}))::int`

export const playerFamily: ResourceDef = {
  label: 'player',
  table: players,
  columns: {
    name: players.name,
    first_name: players.firstName,
    last_name: players.lastName,
    date_of_birth: players.dateOfBirth,
    gender: players.gender,
    nationality_id: players.nationalityId,
    height_cm: players.heightCm,
    weight_kg: players.weightKg,
    preferred_foot: players.preferredFoot,
    main_position: players.mainPosition,
    positions: players.positions,
    current_club_id: players.currentClubId,
    shirt_number: players.shirtNumber,
    pic: players.pic,
    email: players.email,
    phone: players.phone,
    guardian_name: players.guardianName,
    guardian_email: players.guardianEmail,
    guardian_phone: players.guardianPhone,
    consent_given: players.consentGiven,
  },
  computed: {
    nationality: sql`(select ${countries.name} from ${countries} where ${countries.uid} = ${players.nationalityId})`,
    current_club: sql`(select ${clubs.name} from ${clubs} where ${clubs.uid} = ${players.currentClubId})`,
    age,
    // `stored_name = substr(pic, 12)` (after "/api/files/") so the unique index on stored_name serves it.
    thumb: sql`(select '/api/files/' || ${uploads.thumbName} from ${uploads} where ${players.pic} like '/api/files/%' and ${uploads.storedName} = substr(${players.pic}, 12))`,
  },
  filters: {},
  search: { name: players.name },
  referencedBy: [{ column: gamePlayers.playerId, label: 'game sheet entries' }],
  constraints: {
    players_height_range: { path: 'height_cm', message: 'Height is between 50 and 250 cm' },
    players_shirt_range: { path: 'shirt_number', message: 'A shirt number is between 0 and 99' },
  },
}

const asPlayer = (record: unknown) => record as Player

/** The same columns the family reads, for the list queries that select many players at once. */
const selection = {
  uid: players.uid,
  version: players.version,
  created_at: players.createdAt,
  updated_at: players.updatedAt,
  ...playerFamily.columns,
  ...playerFamily.computed,
}
function toWire(row: Record<string, unknown>): Player {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value
  return out as unknown as Player
}

export const getPlayer = async (db: Executor, uid: string) => asPlayer(await getRecord(db, playerFamily, uid))

/** Several players by uid in one query, in the order of `uids` (uids of no player are left out). */
export async function playersByUids(db: Executor, uids: string[]): Promise<Player[]> {
  if (uids.length === 0) return []
  const rows = await db.select(selection).from(players).where(inArray(players.uid, uids))
  const byUid = new Map(rows.map((row) => [row.uid as string, toWire(row)]))
  return uids.flatMap((uid) => byUid.get(uid) ?? [])
}

/**
 * Forms send `main_position` and other `positions`; keep the main one out of the others. A stored picture is
 * set only by POST profile_pic/{id}: a `/api/files/…` path sent here (a record sent back whole, or another
 * record's file) is ignored, so no profile can claim — and later delete — a file it does not own.
 */
function normalise(input: Record<string, unknown>) {
  const out = { ...input }
  if (typeof out.pic === 'string' && out.pic.startsWith('/api/files/')) delete out.pic
  if (Array.isArray(out.positions) && typeof out.main_position === 'string')
    out.positions = (out.positions as string[]).filter((p) => p !== out.main_position)
  return out
}

export async function createPlayer(db: Db, input: Record<string, unknown>) {
  return asPlayer(await createRecord(db, playerFamily, normalise(input)))
}

export async function updatePlayer(db: Db, uid: string, input: Record<string, unknown>, expected?: number) {
  return asPlayer(await updateRecord(db, playerFamily, uid, normalise(input), expected))
}

export const deletePlayer = (db: Db, uid: string, expected?: number) =>
  deleteRecord(db, playerFamily, uid, expected)

// Ages as date bounds, so the date_of_birth index serves them: age >= n ⇔ born on or before today − n years.
export const ageAtLeast = (years: number) =>
  sql`${players.dateOfBirth} <= current_date - make_interval(years => ${years})`
export const ageAtMost = (years: number) =>
  sql`${players.dateOfBirth} > current_date - make_interval(years => ${years + 1})`

/** Plays one of these positions, as main or other position; a line ("Defender") stands for all its places. */
export function playsAny(codes: readonly string[]): SQL {
  const wanted = positionsMatching(codes)
  const list = sql.join(
    wanted.map((p) => sql`${p}`),
    sql`, `,
  )
  return sql`(${players.mainPosition} in (${list}) or ${players.positions} && array[${list}]::text[])`
}

function filters(query: PlayerListQuery): SQL[] {
  const where: SQL[] = []
  if (query.uid) where.push(eq(players.uid, query.uid))
  if (query.position) where.push(playsAny([query.position]))
  if (query.nationality_id) where.push(eq(players.nationalityId, query.nationality_id))
  if (query.club_id) where.push(eq(players.currentClubId, query.club_id))
  if (query.gender) where.push(eq(players.gender, query.gender))
  if (query.foot) where.push(eq(players.preferredFoot, query.foot))
  if (query.age_min !== undefined) where.push(ageAtLeast(query.age_min))
  if (query.age_max !== undefined) where.push(ageAtMost(query.age_max))
  return where
}

/**
 * GET player: a filtered page, alphabetical; with a name (`filter` or `q`), matched in tiers — prefix,
 * substring, then fuzzy (support/name-search-tiers.ts), the same search as every family's.
 */
/** `columns`: more columns read with each player (a scout's shortlist date): one query, not one more per page. */
export async function listPlayers(
  db: Executor,
  query: PlayerListQuery,
  columns: Record<string, SQL> = {},
): Promise<ListBody<Player>> {
  const conditions = filters(query)
  const where = conditions.length ? and(...conditions) : undefined
  const page = { page: query.page, limit: query.limit }
  const read = (w: SQL | undefined, order: SQL[], limit: number, offset: number, extra = {}) =>
    db
      .select({ ...selection, ...columns, ...extra })
      .from(players)
      .where(w)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  const text = query.filter ?? query.q
  if (text) {
    const found = await searchNameTiers(
      db,
      { table: players, name: players.name, uid: players.uid, where },
      text,
      page,
      read,
    )
    return {
      data: found.rows.map(toWire),
      meta: { total: found.total, ...page, ...(found.capped ? { capped: true } : {}) },
    }
  }
  // The page and its total in one round trip (support/riding-total.ts). Only a page past the end (no rows to
  // carry the total) asks again.
  const countAll = db.select({ n: count() }).from(players).where(where)
  const { rows, total } = takeRidingTotal(
    await read(
      where,
      [sql`lower(${players.name})`, sql`${players.uid}`],
      query.limit,
      (query.page - 1) * query.limit,
      { [RIDING_TOTAL]: sql<number>`(${countAll})` },
    ),
  )
  const counted = total ?? Number((await countAll)[0]?.n ?? 0)
  return { data: rows.map(toWire), meta: { total: counted, ...page } }
}

/** GET search?q=: the name search of GET player (tiers: prefix, substring, fuzzy). */
export const searchPlayers = (
  db: Executor,
  query: { q: string; page: number; limit: number },
  columns: Record<string, SQL> = {},
) => listPlayers(db, query as PlayerListQuery, columns)

/** POST getTeamPlayers: a team's players in squad order. */
export async function teamPlayersOf(db: Executor, teamId: string): Promise<Player[]> {
  const [team] = await db.select({ uid: teams.uid }).from(teams).where(eq(teams.uid, teamId))
  if (!team) throw notFound(`No team with uid ${teamId}`)
  const rows = await db
    .select(selection)
    .from(teamPlayers)
    .innerJoin(players, eq(players.uid, teamPlayers.playerId))
    .where(eq(teamPlayers.ownerId, teamId))
    .orderBy(teamPlayers.position)
  return rows.map(toWire)
}
