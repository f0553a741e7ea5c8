import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Player, PlayerListQuery } from '../../../src/api/contract/schemas/players'
import type { Executor } from '../../db/client'
import { countUpTo } from '../../db/reads/capped-count'
import { type JsonField, type JsonPage, jsonArrayOf, jsonArrayOfRows } from '../../db/reads/json-rows'
import { asParam, type Bound, preparedRead, preparedShapes } from '../../db/reads/prepared'
import { RIDING_TOTAL, ridingTotal } from '../../db/reads/riding-columns'
import { wireRow } from '../../db/reads/wire-row'
import { playerListJson, players, teamPlayers, teams } from '../../db/schema/index'
import { seenByScouts } from '../privacy/minors'
import { notFound } from '../support/errors'
import { searchNameTiers } from '../support/name-search-tiers'
import { recordNotFound } from '../support/versioned-update'
import { wholePlayerObject } from './list-json'
import { ageAtLeast, ageAtMost, playsOneOf } from './player-conditions'
import { playerFamily } from './players'
import { positionSearchBits } from './position-set'

// Players read many at a time: by uids, a page a caller ranked (the scout filter), GET player's list with its
// filters and name search, a team's squad. Each is a prepared read (server/db/reads/).

/** The same columns the family reads, for the list queries that select many players at once. */
const selection = {
  uid: players.uid,
  version: players.version,
  created_at: players.createdAt,
  updated_at: players.updatedAt,
  ...playerFamily.columns,
  ...playerFamily.computed,
}
const toWire = (row: Record<string, unknown>) => wireRow<Player>(row)

const byUids = preparedRead('players_by_uids', (db) =>
  db
    .select(selection)
    .from(players)
    .where(sql`${players.uid} = any(${sql.placeholder('uids')}::uuid[])`),
)

const onePlayer = preparedRead('player_exists', (db) =>
  db
    .select({ uid: players.uid })
    .from(players)
    .where(eq(players.uid, sql.placeholder('player'))),
)

/** The check before anything is read or written about a player: 404 when there is no player with this uid. */
export async function requirePlayer(db: Executor, playerId: string): Promise<void> {
  if ((await onePlayer(db, { player: playerId })).length === 0) throw recordNotFound('player', playerId)
}

const seenByUids = preparedRead('players_seen_by_uids', (db) =>
  db
    .select(selection)
    .from(players)
    .where(
      sql`${players.uid} = any(${sql.placeholder('uids')}::uuid[]) and ${seenByScouts(players.uid, players.dateOfBirth)}`,
    ),
)

/**
 * Several players by uid in one query, in the order of `uids` (uids of no player are left out). `scout`: only
 * those a scout may see (minors.ts), the others left out as if they were not there.
 */
export async function playersByUids(db: Executor, uids: string[], scout = false): Promise<Player[]> {
  if (uids.length === 0) return []
  const rows = (await (scout ? seenByUids : byUids)(db, { uids })) as Record<string, unknown>[]
  const byUid = new Map(rows.map((row) => [row.uid as string, toWire(row)]))
  return uids.flatMap((uid) => byUid.get(uid) ?? [])
}

/**
 * The players of a page a caller ranked its own way (the scout filter), written as the API's JSON by PostgreSQL
 * (db/reads/json-rows.ts). `statement()` gives the page — each player's `uid`, its place `n`, its `total` riding
 * along, the value it is ordered by (`sort_key`), and anything the caller's object reads (`page.x`) — and `row()`,
 * one player's JSON object from his stored list JSON (list-json.ts). The statement is prepared once per `shape` and
 * built only then (the caller's promise: the same shape, the same SQL text), its placeholders filled from `values`
 * by name (db/reads/prepared.ts). The page's objects as one JSON array, how many there are, the total (undefined
 * when there are no rows to carry it) and its last player's place in the order (`last`: where a next page read
 * after it starts; null when the page is empty).
 */
export async function playersOfPageJson(
  db: Executor,
  shape: string,
  statement: () => PageStatement,
  values: Record<string, unknown>,
): Promise<{ json: string; found: number; total: number | undefined; last: PageKey | null }> {
  const [read] = (await pageOfPlayers(db, shape, statement, values)) as PageJson[]
  const last = read!.last ? { key: read!.last[0], uid: read!.last[1] as string } : null
  return { json: read!.json, found: read!.found, total: read!.total ?? undefined, last }
}
/**
 * A player's JSON object as text, from his stored list JSON (list-json.ts; the read joins `playerListJson`) and
 * the extra columns read with him (a scout's shortlist date).
 */
export type PlayerRow = (extra: Readonly<Record<string, JsonField>>) => SQL
/** A page a caller ranked, and how it writes each of its players as JSON. */
export interface PageStatement {
  page: SQL
  row: PlayerRow
  /**
   * What `row` reads, joined on the page's uid: the player's stored list JSON (the screens' whole objects), or
   * `players` itself (a file's rows, which write a few of his fields: scouting/file-row.ts).
   */
  reads: 'list json' | 'players'
}
/** A player's place in a page's order: the value it is ordered by, and his uid (which breaks its ties). */
export interface PageKey {
  key: unknown
  uid: string
}
type PageJson = { json: string; found: number; total: number | null; last: [unknown, unknown] | null }
/** The statement of playersOfPageJson (exported for the test that holds callers to their promise). */
export const playersOfPageQuery = (on: Executor, { page, row, reads }: PageStatement) => {
  const query = on
    .select({
      json: jsonArrayOf(row({}), sql`page.n`),
      found: sql<number>`count(*)::int`,
      total: sql<number | null>`max(page.total)`,
      last: sql<
        [unknown, unknown] | null
      >`(array_agg(json_build_array(page.sort_key, page.uid) order by page.n desc))[1]`,
    })
    .from(sql`(${page}) page`)
  return reads === 'players'
    ? query.innerJoin(players, sql`${players.uid} = page.uid`)
    : query.innerJoin(playerListJson, sql`${playerListJson.playerId} = page.uid`)
}
const pageOfPlayers = preparedShapes('players_of_page', (on, statement: () => PageStatement) =>
  playersOfPageQuery(on, statement()),
)

type ListFilter =
  | 'uid'
  | 'position'
  | 'nationality_id'
  | 'club_id'
  | 'gender'
  | 'foot'
  | 'age_min'
  | 'age_max'
/** The list's filters by query key; the position's value is the bits of the places it stands for (filterValues). */
const filterConditions: Record<ListFilter, (value: Bound) => SQL> = {
  uid: (value) => eq(players.uid, value),
  position: (bits) => playsOneOf(bits),
  nationality_id: (value) => eq(players.nationalityId, value),
  club_id: (value) => eq(players.currentClubId, value),
  gender: (value) => eq(players.gender, value),
  foot: (value) => eq(players.preferredFoot, value),
  age_min: (years) => ageAtLeast(years),
  age_max: (years) => ageAtMost(years),
}
const listFilters = Object.keys(filterConditions) as ListFilter[]

/** The filters a query uses and their values, in listFilters' order (the position as its places' bits). */
function filterValues(query: PlayerListQuery): Partial<Record<ListFilter, unknown>> {
  const values: Partial<Record<ListFilter, unknown>> = {}
  for (const key of listFilters) if (query[key] !== undefined && query[key] !== '') values[key] = query[key]
  if (query.position) values.position = positionSearchBits([query.position])
  return values
}

/** The conditions of these filters, with their values or (prepared) with placeholders named after them. */
function whereOf(values: Partial<Record<ListFilter, unknown>>, placeholders: boolean): SQL | undefined {
  const used = Object.keys(values) as ListFilter[]
  const conditions = used.map((key) =>
    filterConditions[key](placeholders ? sql.placeholder(key) : asParam(values[key])),
  )
  return conditions.length ? and(...conditions) : undefined
}

/**
 * More columns read with each player, in the same query (a scout's shortlist date): `of(value)` builds the column
 * around its value, or around a placeholder for it when the read is prepared. A name always means the same SQL.
 * The player is `playerListJson.playerId`: a list reads its rows from his list JSON, not always from players.
 */
export interface ExtraColumn {
  of: (value: unknown) => SQL
  value: unknown
}
type ExtraColumns = Record<string, ExtraColumn>

/**
 * How a list writes each player as JSON from his stored list JSON (list-json.ts) and the extra columns read with
 * him; `name` names it in the prepared statements' shape.
 */
export interface PlayerJson {
  name: string
  row: PlayerRow
  /**
   * The players this reader may see at all (a scout: minors.ts), a condition on `players` that holds no values:
   * the same for every request, so a name search keeps its one generic plan (name-search-tiers.ts, fixedWhere).
   */
  only?: SQL
}
/** A player as every area but the scout's receives him: all his fields. */
export const wholePlayerJson: PlayerJson = { name: 'whole', row: () => wholePlayerObject }

/** A player's row of a list: his JSON object, as text. */
const playerRow = (json: PlayerJson, columns: ExtraColumns) =>
  sql<string>`${json.row(extraSelection(columns, true))}`

function extraSelection(columns: ExtraColumns, placeholders: boolean): Record<string, SQL> {
  const out: Record<string, SQL> = {}
  for (const [name, column] of Object.entries(columns))
    out[name] = column.of(placeholders ? sql.placeholder(`column_${name}`) : column.value)
  return out
}

/**
 * A list counts its players up to this many ("10,000+ players", `meta.capped`): the first page of the unfiltered
 * list — the list's most common request — counted all 1,000,000 players for each view. A name search stops
 * sooner (support/name-search-sql.ts: past 1,000 matches a search is refined, not paged).
 */
export const LIST_COUNT_CAP = 10_000

/**
 * A page of players by filters, alphabetical, with its total riding along (db/reads/riding-columns.ts): one
 * prepared statement for each combination of filters in use (db/reads/prepared.ts).
 *
 * Two steps in one statement: the page's uids first, then its rows by key. The filters, the name and the uid
 * are all in players_filter_idx (nationality, birth date, positions, name, uid), so with a nationality the first
 * step and the count read that index alone: the table is read for the 20 players shown, not for the thousands
 * that match (at 1,000,000 players those were mostly outside PostgreSQL's cache).
 */
const filteredPage = preparedShapes(
  'players_page',
  (db, shape: { filters: Partial<Record<ListFilter, unknown>>; columns: ExtraColumns; json: PlayerJson }) => {
    const where = and(whereOf(shape.filters, true), shape.json.only)
    const page = db
      .select({ uid: players.uid, key: sql`lower(${players.name})`.as('key') })
      .from(players)
      .where(where)
      .orderBy(sql`lower(${players.name})`, players.uid)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page')
    return db
      .select({
        json: playerRow(shape.json, shape.columns),
        [RIDING_TOTAL]: countUpTo(players, where, LIST_COUNT_CAP),
      })
      .from(page)
      .innerJoin(playerListJson, eq(playerListJson.playerId, page.uid))
      .orderBy(page.key, page.uid)
  },
)

/**
 * GET player: a filtered page, alphabetical; with a name (`filter` or `q`), matched in tiers — prefix,
 * substring, then fuzzy (support/name-search-tiers.ts), the same search as every family's.
 */
export async function listPlayers(
  db: Executor,
  query: PlayerListQuery,
  columns: ExtraColumns = {},
  json: PlayerJson = wholePlayerJson,
): Promise<JsonPage> {
  const filters = filterValues(query)
  const page = { page: query.page, limit: query.limit }
  const values: Record<string, unknown> = {
    ...filters,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  }
  for (const [name, column] of Object.entries(columns)) values[`column_${name}`] = column.value
  // The filters and columns in use name the prepared statements' shape; their values fill the placeholders.
  const shape = `${Object.keys(filters).join()}|${Object.keys(columns).join()}|${json.name}`
  const text = query.filter ?? query.q
  if (text) {
    const found = await searchNameTiers(
      db,
      {
        table: players,
        name: players.name,
        uid: players.uid,
        where: and(whereOf(filters, true), json.only),
        // No filter: the only condition is the reader's own (a scout's minors' gate), the same for every search.
        fixedWhere: Object.keys(filters).length === 0,
        shape,
        values,
      },
      text,
      page,
      (where, order, extra = {}, join, on = db) => {
        const query = on.select({ json: playerRow(json, columns), ...extra })
        // The page of the tiers holds every player shown: their JSON alone is read, without their players rows.
        const rows = join
          ? query.from(playerListJson).innerJoin(join.table, sql`${join.uid} = ${playerListJson.playerId}`)
          : query.from(players).innerJoin(playerListJson, eq(playerListJson.playerId, players.uid))
        return rows
          .$dynamic()
          .where(where)
          .orderBy(...order)
      },
    )
    return {
      json: jsonArrayOfRows(found.rows),
      meta: { total: found.total, ...page, ...(found.capped ? { capped: true } : {}) },
    }
  }
  const rows = (await filteredPage(db, shape, { filters, columns, json }, values)) as JsonRow[]
  const total = ridingTotal(rows)
  // Only a page past the end (no rows to carry the total) asks again.
  const counted =
    total ??
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select ${countUpTo(players, and(whereOf(filters, false), json.only), LIST_COUNT_CAP)} as n`,
        )
      ).rows[0]?.n ?? 0,
    )
  return {
    json: jsonArrayOfRows(rows),
    meta: { total: counted, ...page, ...(counted >= LIST_COUNT_CAP ? { capped: true as const } : {}) },
  }
}

type JsonRow = { json: string }

/** GET search?q=: the name search of GET player (tiers: prefix, substring, fuzzy). */
export const searchPlayers = (
  db: Executor,
  query: { q: string; page: number; limit: number },
  columns: ExtraColumns = {},
  json: PlayerJson = wholePlayerJson,
) => listPlayers(db, query as PlayerListQuery, columns, json)

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
