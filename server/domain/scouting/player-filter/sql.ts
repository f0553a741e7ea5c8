import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { jsonObject } from '../../../db/reads/json-rows'
import { playerAttributes, players } from '../../../db/schema/index'
import { lineupRecorded } from '../../games/lineup-recorded'
import { ageAtLeast, ageAtMost, playsOneOf } from '../../players/player-conditions'
import type { PageStatement } from '../../players/player-reads'
import { seenByScouts, seenMinorsOnly } from '../../privacy/minors'
import { nameMatchesBound } from '../../support/name-search'
import { fileRowObject } from '../file-row'
import { knownNumbersSql } from '../key-numbers'
import { seenJson } from '../seen-by-scouts'
import { shortlistedAtColumn } from '../shortlist'
import { playerColumns, rating, stat } from './columns'
import { rateAtLeast, rateFloors, totalAtLeast } from './number-minimums'
import { walkedTotals } from './number-walk'
import { afterKey, orderBy, orderKeyOf } from './order-key'
import {
  asksMinorsOnly,
  candidatesFromPositions,
  isOpen,
  minimumKeys,
  numberSorts,
  OPEN_COUNT_CAP,
  type PlannedFilter,
  readsClubValues,
  readsPerNinety,
  scopedStats,
  walksWithin,
} from './plan'
import { positionPlayers } from './position-branches'
import { recruitmentMatch } from './recruitment'
import { placeholderSlot, qSlotName, ratingSlotName, type Slot } from './values'

// POST filter: the structured search. Profile conditions are plain indexed columns. Statistics over a whole
// career are each player's kept totals (one row, db/schema/player-totals.ts); within one season or competition
// they are one aggregate per player over their sheet rows, joined LATERAL so only candidate players are
// aggregated. Minutes, and so per-90 rates, count only games whose line-up is recorded. Either way `s` is the
// player's numbers: every player has a totals row, zeros until a sheet names them (migration 0020). A filter of
// positions and a nationality starts from `s` instead: the players of those positions with their numbers and a copy
// of their uid, name, nationality and birth date (candidatesFromPositions), which the statement reads there.

/**
 * The players a filter chooses from, as `players` and their numbers as `s` (`numbered`: only if they are read). A
 * filter of positions and a nationality reads its candidates with their numbers from player_position_totals
 * (position-branches.ts) and joins `players` LEFT, so that PostgreSQL leaves it out when no condition reads it (it
 * drops a left join to a unique key that nothing reads): carrying the name there for the sort spared ~860 reads
 * of `players` for the centre-backs of a large nationality (decision 0031).
 */
const candidates = (f: PlayerFilter, slot: Slot, numbered: boolean, within: boolean, counting: boolean) =>
  candidatesFromPositions(f, counting)
    ? sql`from (${positionPlayers(f, slot)}) s left join ${players} on ${players.uid} = s.player_id`
    : sql`from ${players} ${numbered ? stats(f, slot, within) : sql``}`

/**
 * The join that gives each candidate player its numbers as `s`; `within` a walk, in the order of the sort's
 * number (number-walk.ts).
 */
const stats = (f: PlayerFilter, slot: Slot, within = false) => {
  if (within) return sql`join (${walkedTotals(f, slot)}) s on s.player_id = ${players.uid}`
  if (!scopedStats(f)) return sql`join player_totals s on s.player_id = ${players.uid}`
  const scope: SQL[] = [sql`gp.player_id = ${players.uid}`, sql`g.status not in ('postponed', 'cancelled')`]
  if (f.season) scope.push(sql`gp.season = ${slot('season')}`)
  if (f.league_id) scope.push(sql`gp.league_id = ${slot('league_id')}`)
  if (f.tournament_id) scope.push(sql`gp.tournament_id = ${slot('tournament_id')}`)
  // Minutes count only where the sheet places the player (games/lineup-recorded.ts); per-90 rates use the
  // goals and assists of those same games.
  const lineup = lineupRecorded('gp')
  return sql`left join lateral (select count(*) filter (where gp.played)::int as matches,
      count(*) filter (where gp.played and ${lineup})::int as lineup_matches,
      coalesce(sum(gp.minutes) filter (where ${lineup}), 0)::int as minutes,
      coalesce(sum(gp.goals), 0)::int as goals, coalesce(sum(gp.assist_goal), 0)::int as assists,
      coalesce(sum(gp.goals) filter (where ${lineup}), 0)::int as timed_goals,
      coalesce(sum(gp.assist_goal) filter (where ${lineup}), 0)::int as timed_assists
    from game_players gp join games g on g.uid = gp.game_id where ${sql.join(scope, sql` and `)}) s on true`
}

function conditions(f: PlannedFilter, slot: Slot, counting = false): SQL[] {
  const { uid, nationality, born } = playerColumns(f, counting)
  // A minor without his guardian's consent is no scout's candidate (privacy/minors.ts).
  const where: SQL[] = [asksMinorsOnly(f) ? seenMinorsOnly(uid, born) : seenByScouts(uid, born)]
  if (f.q) where.push(nameMatchesBound(players.name, f.q.length < 4, (key) => slot(qSlotName(key))))
  // Candidates from their positions' rows are those positions' players already.
  if (f.positions?.length && !candidatesFromPositions(f, counting))
    where.push(playsOneOf(slot('position_bits')))
  if (f.country_id) where.push(sql`${nationality} = ${slot('country_id')}`)
  if (f.club_id) where.push(eq(players.currentClubId, slot('club_id')))
  if (f.gender) where.push(eq(players.gender, slot('gender')))
  if (f.age_min !== undefined) where.push(ageAtLeast(slot('age_min'), born))
  if (f.age_max !== undefined) where.push(ageAtMost(slot('age_max'), born))
  if (readsClubValues(f)) where.push(recruitmentMatch(uid, f, slot))
  // A competition filter also finds squad members who have not played yet.
  for (const column of ['league_id', 'tournament_id'] as const)
    if (f[column])
      where.push(sql`(s.matches > 0 or exists (select 1 from team_players tp join teams t on t.uid = tp.team_id
        where tp.player_id = ${players.uid} and t.${sql.identifier(column)} = ${slot(column)}))`)
  // Matches are the games whose line-up places the player: a sheet of scorers records no match (decision 0056).
  // A total is at least a threshold as a whole number (number-minimums.ts), which its index ranges over; a rate
  // per 90 compares as numeric (a threshold may be 1.5).
  for (const key of minimumKeys)
    if (f[key]) where.push(readsPerNinety(f, key) ? rateAtLeast(key, slot) : totalAtLeast(key, slot))
  // What a rate with a minimum of minutes implies of the total, said too when few players meet it: the page's
  // matches are then found in the total's index. Not in an open reading, whose count PostgreSQL then read through
  // that index, 160,000 entries for a floor of one goal (0.2 per 90 over 450 minutes: 11 → 73 ms).
  if (f.fewByNumber) where.push(...rateFloors(f, slot))
  for (const name of Object.keys(f.attributes ?? {}))
    where.push(sql`${rating(name)} >= ${slot(ratingSlotName(name))}`)
  return where
}

const plainSorts = new Set(['age', 'goals', 'assists', 'minutes', 'matches', 'name'])

/** A condition reads the players' numbers `s` (a minimum of them, or numbers within a season or competition). */
const conditionsReadNumbers = (f: PlayerFilter) =>
  scopedStats(f) || !!(f.min_matches || f.min_minutes || f.min_goals || f.min_assists)

/**
 * The page reads its players' numbers before its LIMIT: a condition or the order reads them, or they come with
 * the candidates (a walk, the candidates from their positions). Otherwise they are read after it, for the page's
 * players alone: a recruitment filter's 2,400 matches each looked up their totals row to be counted and sorted
 * by name (docs/benchmarks.md, decision 0055).
 */
const pageReadsNumbers = (f: PlayerFilter, within: boolean) =>
  within || candidatesFromPositions(f) || conditionsReadNumbers(f) || numberSorts.has(f.sort ?? '')

/**
 * Which page is read: the screen's, by offset, each player as his whole object; or a file's, as its rows
 * (scouting/file-row.ts) — the first page, or the next one after the last key (order-key.ts).
 */
export type PageKind = 'screen' | 'file start' | 'file after'

/** How a page is read: `within` a walk down a number's index, and which page. */
export interface PageRead {
  within: boolean
  page: PageKind
}

/**
 * The players matching a filter, each with its attributes as `a` and its numbers as `s` where they are read. To
 * count them, only what a condition reads: every player has one totals row, so joining it cannot change a count.
 */
const matchingSql = (f: PlayerFilter, slot: Slot, toCount = false, read?: PageRead) => {
  const within = read?.within ?? false
  const where = conditions(f, slot, toCount)
  if (read?.page === 'file after') where.push(afterKey(orderKeyOf(f, within), slot))
  const thresholds = Object.keys(f.attributes ?? {}).length > 0
  const rated = thresholds || (!toCount && !!f.sort && !plainSorts.has(f.sort))
  const numbered = toCount ? conditionsReadNumbers(f) : pageReadsNumbers(f, within)
  return sql`${candidates(f, slot, numbered, within, toCount)}
    ${rated ? sql`left join ${playerAttributes} a on a.player_id = ${playerColumns(f, toCount).uid}` : sql``}
    ${where.length ? sql`where ${and(...where)}` : sql``}`
}

/** The matches counted up to `cap`, open filter or not (an export's total, up to its 100,000 rows). */
export const matchCountUpTo = (f: PlayerFilter, slot: Slot, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 ${matchingSql(f, slot, true)} limit ${sql.raw(String(cap))}) m)`

/** How many players match, as a subquery: an open filter's up to OPEN_COUNT_CAP, any other's all of them. */
export const matchCount = (f: PlayerFilter, slot: Slot) =>
  sql<number>`(select count(*)::int from (select 1 ${matchingSql(f, slot, true)}
    ${isOpen(f) ? sql`limit ${sql.raw(String(OPEN_COUNT_CAP))}` : sql``}) m)`

/** The key numbers a filtered page shows beside each player, as its `stats`. */
export const numbers = ['matches', 'lineup_matches', 'minutes', 'goals', 'assists'] as const

/** A page's key numbers as its players' `stats`, read from the page's columns: null where not recorded. */
const pageStats = jsonObject(knownNumbersSql('page'))

/**
 * The filter's page as `page` (each player's uid, place `n`, numbers, this scout's shortlist date, the total and
 * the order's key) and each player's JSON object as the scout receives it, with the numbers as its `stats` (`row`:
 * written by PostgreSQL, db/reads/json-rows.ts), and the key of its last player (`last`, where the next page of a
 * file starts: order-key.ts); every value a placeholder named in values.ts. The page's places are numbered after
 * its LIMIT: numbered before it, every match would be sorted in full rather than the top kept; the shortlist is
 * looked up for the page's players only.
 */
export function filterPageSql(
  f: PlayerFilter,
  read: PageRead = { within: walksWithin(f), page: 'screen' },
): PageStatement {
  const { within } = read
  const slot = placeholderSlot
  const order = orderKeyOf(f, within)
  // A window count needs every match before the page is cut: for an open filter a capped count instead, so the
  // page is the top of an index (the window made PostgreSQL sort all 1,000,000 players in full: 1.2 s).
  const total = isOpen(f) ? matchCount(f, slot) : sql`count(*) over ()::int`
  const early = pageReadsNumbers(f, within)
  const numbered = sql.join(
    numbers.map((name) => sql`${stat(name)} as ${sql.identifier(name)}`),
    sql`, `,
  )
  const placed = sql`select ranked.*, row_number() over () as n,
      ${shortlistedAtColumn(slot('scout'), sql`ranked.uid`)} as shortlisted_at
    from (
    select ${playerColumns(f).uid} as uid, ${early ? sql`${numbered}, ` : sql``}${total} as total,
      ${order.key} as sort_key
    ${matchingSql(f, slot, false, read)}
    order by ${orderBy(order)}
    limit ${slot('limit')} ${read.page === 'file after' ? sql`` : sql`offset ${slot('offset')}`}) ranked`
  const page = early
    ? placed
    : sql`select placed.*, ${numbered} from (${placed}) placed join player_totals s on s.player_id = placed.uid`
  if (read.page !== 'screen')
    return { page, row: () => fileRowObject(sql`page.shortlisted_at`, pageStats), reads: 'players' }
  return { page, row: () => seenJson(sql`page.shortlisted_at`, { stats: pageStats }), reads: 'list json' }
}

/**
 * A filter's conditions other than the minors' rule, over `players`, its numbers as `s` (numbersJoin) and its
 * ratings as `a`: a saved search's alert asks them of one player, each part of the search alone, to say which
 * he newly meets (server/domain/alerts/search-match.ts).
 */
export const conditionsOf = (f: PlayerFilter, slot: Slot) => conditions(f, slot).slice(1)

/** The join that gives the player in view his numbers as `s` for a filter (its season or competition's). */
export const numbersJoin = (f: PlayerFilter, slot: Slot) =>
  scopedStats(f) ? stats(f, slot) : sql`left join player_totals s on s.player_id = ${players.uid}`
