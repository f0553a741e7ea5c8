import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { SavedSearch } from '../../../src/api/contract/schemas/saved-searches'
import type { PlayerFilter } from '../../../src/api/contract/schemas/scout-filter'
import type { Tx } from '../../db/client'
import { alertSearchMatches, players, savedSearches } from '../../db/schema/index'
import { seenByScouts } from '../privacy/minors'
import { scopedStats } from '../scouting/player-filter/plan'
import { conditionsOf, numbersJoin } from '../scouting/player-filter/sql'
import { paramSlot, statementValues } from '../scouting/player-filter/values'
import { type AlertMail, type Raised, raiseAll } from './raise'
import { mayMatch, metWords, type PlayerFacts, type SearchPart, searchParts } from './search-parts'

// Kind search_match: a saved player now matches a saved search (alert not off) that he did not match before. Each
// search's parts are asked of him alone, with the filter engine's own conditions (player-filter/sql.ts), so an
// alert means what the search's page would show; his "matches now" state per (search, player) makes a second
// save raise nothing and a return after leaving raise again. A minor hidden from scouts matches nothing.

/** Searches asked in one statement (each part a column; PostgreSQL reads at most 1,664 columns). */
const CHUNK = 200

interface Search {
  uid: string
  scoutUid: string
  /** Whose recruitment values it reads: the scout's club, or the scout. */
  ownerUid: string
  name: string
  alert: string
  whole: PlayerFilter
  parts: SearchPart[]
  scoped: boolean
  values: Record<string, unknown>
}

/**
 * Each search read into its parts once per change (its uid and updated_at), not once per event: a save reads the
 * alerting searches without their fields, and the fields only of those changed since (bench/alerts.ts).
 */
const parsed = new Map<string, { at: number; search: Search | null }>()

/** `ownerUid`: whose recruitment values the search reads — the scout's club's, or his own (decision 0055). */
type Listed = {
  uid: string
  scoutUid: string
  ownerUid: string
  name: string
  alert: string
  updatedAt: Date
}

function parse(row: Listed, filter: unknown): Search | null {
  let search: Search | null = null
  try {
    const { whole, parts } = searchParts(filter as SavedSearch['filter'])
    const values = statementValues(whole, row.scoutUid, row.ownerUid)
    search = { ...row, whole, parts, scoped: scopedStats(whole), values }
  } catch {
    // A search saved under older rules that no longer reads: it alerts nothing until it is saved again.
  }
  if (parsed.size > 100_000) parsed.clear()
  parsed.set(row.uid, { at: row.updatedAt.getTime(), search })
  return search
}

async function alertingSearches(tx: Tx): Promise<Search[]> {
  const rows: Listed[] = await tx
    .select({
      uid: savedSearches.uid,
      scoutUid: savedSearches.scoutUid,
      ownerUid: sql<string>`coalesce((select m.workspace_uid from workspace_members m
        where m.account_uid = ${savedSearches.scoutUid}), ${savedSearches.scoutUid})`,
      name: savedSearches.name,
      alert: savedSearches.alert,
      updatedAt: savedSearches.updatedAt,
    })
    .from(savedSearches)
    .where(sql`${savedSearches.alert} <> 'off' and not exists (select 1 from alert_settings s
      where s.account_uid = ${savedSearches.scoutUid} and s.kind = 'search_match' and not s.inbox)`)
  // A search is read again when it changed, or when its scout joined or left a club (whose values it reads).
  const stale = rows.filter((row) => {
    const kept = parsed.get(row.uid)
    return kept?.at !== row.updatedAt.getTime() || kept.search?.values.owner !== row.ownerUid
  })
  for (let i = 0; i < stale.length; i += 1000) {
    const chunk = stale.slice(i, i + 1000)
    const filters = await tx
      .select({ uid: savedSearches.uid, filter: savedSearches.filter })
      .from(savedSearches)
      .where(
        inArray(
          savedSearches.uid,
          chunk.map((row) => row.uid),
        ),
      )
    const byUid = new Map(filters.map((f) => [f.uid, f.filter]))
    for (const row of chunk) parse(row, byUid.get(row.uid))
  }
  return rows.flatMap((row) => {
    const search = parsed.get(row.uid)?.search
    // The alert frequency and name are read fresh: changing them does not touch the parts.
    return search ? [{ ...search, name: row.name, alert: row.alert }] : []
  })
}

/** Each search's parts met by the player, in one statement for a chunk of searches that share their numbers. */
async function partsMet(tx: Tx, player: string, searches: Search[], join: SQL): Promise<boolean[][]> {
  const columns = searches.map((s, i) => {
    const slot = paramSlot(s.values)
    const met = s.parts.map(
      (p) => sql`coalesce(${sql.join(conditionsOf(p.filter, slot), sql` and `)}, false)`,
    )
    return sql`array[${sql.join(met, sql`, `)}]::boolean[] as ${sql.identifier(`s${i}`)}`
  })
  const { rows } = await tx.execute<Record<string, boolean[]>>(sql`select ${sql.join(columns, sql`, `)}
    from ${players} ${join} left join player_attributes a on a.player_id = ${players.uid}
    where ${players.uid} = ${player}`)
  const row = rows[0]
  return searches.map((_, i) => row?.[`s${i}`] ?? [])
}

async function evaluateAll(tx: Tx, player: string, searches: Search[]) {
  const met = new Map<Search, boolean[]>()
  const plain = searches.filter((s) => !s.scoped)
  for (let i = 0; i < plain.length; i += CHUNK) {
    const chunk = plain.slice(i, i + CHUNK)
    const answers = await partsMet(
      tx,
      player,
      chunk,
      sql`left join player_totals s on s.player_id = ${players.uid}`,
    )
    for (const [j, s] of chunk.entries()) met.set(s, answers[j]!)
  }
  // A search within a season or competition reads its own numbers (one statement each).
  for (const s of searches.filter((s) => s.scoped)) {
    met.set(s, (await partsMet(tx, player, [s], numbersJoin(s.whole, paramSlot(s.values))))[0]!)
  }
  return met
}

/**
 * `which`: every alerting search (the player's record changed), or only those a club's own values can have changed
 * (an import or its undo): searches of the clubs that hold values on him, and those he matched or half-matched.
 */
export async function searchMatchAlerts(
  tx: Tx,
  eventId: string,
  player: string,
  which: 'all' | 'club values' = 'all',
) {
  const [facts] = await tx
    .select({
      name: players.name,
      seen: seenByScouts(players.uid, players.dateOfBirth).mapWith(Boolean),
      age: sql<number | null>`extract(year from age(current_date, ${players.dateOfBirth}))::int`,
      height_cm: players.heightCm,
      preferred_foot: players.preferredFoot,
      main_position: players.mainPosition,
      positionSet: players.positionSet,
      gender: players.gender,
      nationalityId: players.nationalityId,
      currentClubId: players.currentClubId,
    })
    .from(players)
    .where(eq(players.uid, player))
  if (!facts) return
  let searches = await alertingSearches(tx)
  if (!searches.length) return
  // States are kept for the searches he matches or matched: one who never matched a search has none (and his
  // first match names every field he meets), so a save costs no write per search of the 10,000 (bench/alerts.ts).
  const states = await tx.select().from(alertSearchMatches).where(eq(alertSearchMatches.playerUid, player))
  const before = new Map(states.map((s) => [s.searchUid, s]))
  if (which === 'club values') {
    const holders = await tx.execute<{ owner_uid: string }>(
      sql`select distinct owner_uid from club_values where player_uid = ${player}`,
    )
    const owners = new Set(holders.rows.map((r) => r.owner_uid))
    searches = searches.filter((s) => owners.has(s.ownerUid) || before.has(s.uid))
  }
  // Asked in SQL: the searches he had a state for, and those his own columns do not rule out.
  const asked = searches.filter((s) => before.has(s.uid) || mayMatch(s.whole, facts))
  const met = facts.seen ? await evaluateAll(tx, player, asked) : new Map<Search, boolean[]>()
  const changed: (typeof alertSearchMatches.$inferInsert)[] = []
  const items: Raised[] = []
  for (const search of searches) {
    const answers = met.get(search) ?? []
    const metKeys = search.parts.filter((_, i) => answers[i]).map((p) => p.key as string)
    const matches = facts.seen && answers.length === search.parts.length && answers.every(Boolean)
    const was = before.get(search.uid)
    if (!was && !matches) continue
    if (was && was.matches === matches && (matches || sameKeys(was.met as string[], metKeys))) continue
    let since = was?.since ?? null
    if (matches && !was?.matches) {
      since = eventId
      const metBefore = new Set(was ? (was.met as string[]) : [])
      const newly = search.parts.filter((p) => !metBefore.has(p.key))
      const words = [
        ...new Set((newly.length ? newly : search.parts).map((p) => metWords(p, facts as PlayerFacts))),
      ]
      items.push({
        scoutUid: search.scoutUid,
        kind: 'search_match',
        subject: player,
        // One item per search he comes to match in the same save.
        fingerprint: `${search.uid}:${eventId}`,
        playerUid: player,
        searchUid: search.uid,
        reason: `${facts.name} matches “${search.name}”: ${words.join(', ')}`,
        mail: search.alert as AlertMail,
      })
    }
    changed.push({ searchUid: search.uid, playerUid: player, matches, met: metKeys, since })
  }
  await raiseAll(tx, items)
  for (let i = 0; i < changed.length; i += 1000)
    await tx
      .insert(alertSearchMatches)
      .values(changed.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [alertSearchMatches.searchUid, alertSearchMatches.playerUid],
        set: { matches: sql`excluded.matches`, met: sql`excluded.met`, since: sql`excluded.since` },
      })
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i])
