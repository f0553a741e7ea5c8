import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/scout-filter'
import type { Bind } from '../../../db/reads/prepared'
import { RIDING_TOTAL } from '../../../db/reads/riding-columns'
import { playerAttributes, players } from '../../../db/schema/index'
import { lineupRecorded } from '../../games/lineup-recorded'
import { ageAtLeast, ageAtMost, playsAny } from '../../players/player-conditions'
import { nameMatches } from '../../support/name-search'
import { shortlistedAtColumn } from '../shortlist'
import { walkedTotals } from './number-walk'
import {
  ascending,
  candidatesFromPositions,
  followsNumbers,
  isOpen,
  OPEN_COUNT_CAP,
  scopedStats,
  walksWithin,
} from './plan'
import { positionPlayers } from './position-branches'

// POST filter: the structured search. Profile conditions are plain indexed columns. Statistics over a whole
// career are each player's kept totals (one row, db/schema/player-totals.ts); within one season or competition
// they are one aggregate per player over their sheet rows, joined LATERAL so only candidate players are
// aggregated. Minutes, and so per-90 rates, count only games whose line-up is recorded. Either way `s` is the
// player's numbers: every player has a totals row, zeros until a sheet names them (migration 0020). A filter of
// positions and a nationality starts from `s` instead: the players of those positions with their numbers and a copy
// of their uid, name, nationality and birth date (candidatesFromPositions), which the statement reads there.

const stat = (name: string) => sql`coalesce(s.${sql.identifier(name)}, 0)`

/**
 * Where the statement reads a player's uid, name, nationality and birth date: `players`, or the copies in the
 * candidates from their positions' rows — so that `players` is read for the page's players alone.
 */
const playerColumns = (f: PlayerFilter) =>
  candidatesFromPositions(f)
    ? {
        uid: sql`s.player_id`,
        name: sql`s.name`,
        nationality: sql`s.nationality_id`,
        born: sql`s.date_of_birth`,
      }
    : {
        uid: sql`${players.uid}`,
        name: sql`${players.name}`,
        nationality: sql`${players.nationalityId}`,
        born: sql`${players.dateOfBirth}`,
      }

/**
 * The players a filter chooses from, as `players` and their numbers as `s` (`numbered`: only if they are read). A
 * filter of positions and a nationality reads its candidates with their numbers from player_position_totals
 * (position-branches.ts) and joins `players` LEFT, so that PostgreSQL leaves it out when no condition reads it (it
 * drops a left join to a unique key that nothing reads): carrying the name there for the sort spared ~860 reads
 * of `players` for the centre-backs of a large nationality (decision 0031).
 */
const candidates = (f: PlayerFilter, bind: Bind, numbered: boolean, within: boolean) =>
  candidatesFromPositions(f)
    ? sql`from (${positionPlayers(f, bind)}) s left join ${players} on ${players.uid} = s.player_id`
    : sql`from ${players} ${numbered ? stats(f, bind, within) : sql``}`

/**
 * The join that gives each candidate player its numbers as `s`; `within` a walk, in the order of the sort's
 * number (number-walk.ts).
 */
const stats = (f: PlayerFilter, bind: Bind, within = false) => {
  if (within) return sql`join (${walkedTotals(f, bind)}) s on s.player_id = ${players.uid}`
  if (!scopedStats(f)) return sql`join player_totals s on s.player_id = ${players.uid}`
  const scope: SQL[] = [sql`gp.player_id = ${players.uid}`, sql`g.status not in ('postponed', 'cancelled')`]
  if (f.season) scope.push(sql`gp.season = ${bind(f.season)}`)
  if (f.league_id) scope.push(sql`gp.league_id = ${bind(f.league_id)}`)
  if (f.tournament_id) scope.push(sql`gp.tournament_id = ${bind(f.tournament_id)}`)
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

/** A rating column or a detail rating inside its group's JSON. */
const rating = (name: string) => {
  if (!name.includes('.')) return sql`a.${sql.identifier(name)}`
  const [group, key] = name.split('.') as [string, string]
  const column = group === 'physical' ? 'physical_detail' : group
  return sql`(a.${sql.identifier(column)} ->> ${key})::int`
}

function conditions(f: PlayerFilter, bind: Bind): SQL[] {
  const where: SQL[] = []
  const { nationality, born } = playerColumns(f)
  if (f.q) where.push(nameMatches(players.name, f.q, bind))
  // Candidates from their positions' rows are those positions' players already.
  if (f.positions?.length && !candidatesFromPositions(f)) where.push(playsAny(f.positions, bind))
  if (f.country_id) where.push(sql`${nationality} = ${bind(f.country_id)}`)
  if (f.club_id) where.push(eq(players.currentClubId, bind(f.club_id)))
  if (f.gender) where.push(eq(players.gender, bind(f.gender)))
  if (f.foot) where.push(eq(players.preferredFoot, bind(f.foot)))
  if (f.age_min !== undefined) where.push(ageAtLeast(bind(f.age_min), born))
  if (f.age_max !== undefined) where.push(ageAtMost(bind(f.age_max), born))
  if (f.height_min !== undefined) where.push(sql`${players.heightCm} >= ${bind(f.height_min)}`)
  if (f.height_max !== undefined) where.push(sql`${players.heightCm} <= ${bind(f.height_max)}`)
  // A competition filter also finds squad members who have not played yet.
  for (const [id, column] of [
    [f.league_id, 'league_id'],
    [f.tournament_id, 'tournament_id'],
  ] as const)
    if (id)
      where.push(sql`(s.matches > 0 or exists (select 1 from team_players tp join teams t on t.uid = tp.team_id
        where tp.player_id = ${players.uid} and t.${sql.identifier(column)} = ${bind(id)}))`)
  if (f.min_matches) where.push(sql`s.matches >= ${bind(f.min_matches)}`)
  if (f.min_minutes) where.push(sql`s.minutes >= ${bind(f.min_minutes)}`)
  // Thresholds compared as numeric: a prepared statement's parameter takes the type of what it is compared
  // with, and goals are whole numbers while a threshold may be 1.5.
  const per90 = (value: SQL) => sql`(s.minutes > 0 and ${value} * 90.0 / s.minutes`
  if (f.min_goals)
    where.push(sql`${f.per_90 ? per90(sql`s.timed_goals`) : sql`(s.goals`} >= ${bind(f.min_goals)}::numeric)`)
  if (f.min_assists)
    where.push(
      sql`${f.per_90 ? per90(sql`s.timed_assists`) : sql`(s.assists`} >= ${bind(f.min_assists)}::numeric)`,
    )
  for (const [name, min] of Object.entries(f.attributes ?? {}))
    where.push(sql`${rating(name)} >= ${bind(min)}`)
  return where
}

/**
 * The page's order, ties broken by uid in the same direction (so an index on (value, uid) hands it over read
 * forwards or backwards). For an open filter the name, and the career numbers unless a condition goes with them,
 * are spelled as their indexes are (players_alphabetical_idx, player_totals_*_idx); otherwise as expressions no
 * index serves (`+ 0`, `|| ''`).
 */
function orderOf(f: PlayerFilter, within: boolean): SQL {
  const up = ascending(f)
  const dir = sql.raw(up ? 'asc' : 'desc')
  const player = playerColumns(f)
  const then = sql`${player.uid} ${dir}`
  const ordered = isOpen(f)
  switch (f.sort) {
    case 'age':
      // Youngest first reads as "age ascending": a later birth date is a younger player.
      return sql`${player.born} ${sql.raw(up ? 'desc' : 'asc')} nulls last, ${then}`
    case 'goals':
    case 'assists':
    case 'minutes':
    case 'matches':
      return ordered && (within || !followsNumbers(f))
        ? sql`s.${sql.identifier(f.sort)} ${dir}, s.player_id ${dir}`
        : sql`(${stat(f.sort)} + 0) ${dir}, ${then}`
    case undefined:
    case 'name':
      return ordered
        ? sql`lower(${player.name}) ${dir}, ${then}`
        : sql`(lower(${player.name}) || '') ${dir}, ${then}`
    default:
      return sql`${rating(f.sort)} ${dir} nulls last, ${then}`
  }
}

const plainSorts = new Set(['age', 'goals', 'assists', 'minutes', 'matches', 'name'])

/**
 * The players matching a filter, each with its attributes as `a` and its numbers as `s` where they are read. To
 * count them, only what a condition reads: every player has one totals row, so joining it cannot change a count.
 */
const matchingSql = (f: PlayerFilter, bind: Bind, toCount = false, within = false) => {
  const where = conditions(f, bind)
  const thresholds = Object.keys(f.attributes ?? {}).length > 0
  const rated = thresholds || (!toCount && !!f.sort && !plainSorts.has(f.sort))
  const numbered =
    !toCount || scopedStats(f) || !!(f.min_matches || f.min_minutes || f.min_goals || f.min_assists)
  return sql`${candidates(f, bind, numbered, within)}
    ${rated ? sql`left join ${playerAttributes} a on a.player_id = ${playerColumns(f).uid}` : sql``}
    ${where.length ? sql`where ${and(...where)}` : sql``}`
}

/** How many players match, as a subquery: an open filter's up to OPEN_COUNT_CAP, any other's all of them. */
export const matchCount = (f: PlayerFilter, bind: Bind) =>
  sql<number>`(select count(*)::int from (select 1 ${matchingSql(f, bind, true)}
    ${isOpen(f) ? sql`limit ${sql.raw(String(OPEN_COUNT_CAP))}` : sql``}) m)`

/** The key numbers a filtered page shows beside each player, read as `stat_<name>`. */
export const numbers = ['matches', 'lineup_matches', 'minutes', 'goals', 'assists'] as const

/**
 * The filter's page as `page` (each player's uid, place `n`, numbers and the total) and the columns read from it
 * beside each player (this scout's shortlist date, the numbers, the total riding along). The page's places are
 * numbered after its LIMIT: numbered before it, every match would be sorted in full rather than the top kept.
 */
export function filterPageSql(f: PlayerFilter, scoutUid: string, bind: Bind, within = walksWithin(f)) {
  // A window count needs every match before the page is cut: for an open filter a capped count instead, so the
  // page is the top of an index (the window made PostgreSQL sort all 1,000,000 players in full: 1.2 s).
  const total = isOpen(f) ? matchCount(f, bind) : sql`count(*) over ()::int`
  const page = sql`select ranked.*, row_number() over () as n from (
    select ${playerColumns(f).uid} as uid,
      ${sql.join(
        numbers.map((name) => sql`${stat(name)} as ${sql.identifier(name)}`),
        sql`, `,
      )}, ${total} as total
    ${matchingSql(f, bind, false, within)}
    order by ${orderOf(f, within)}
    limit ${bind(f.limit)} offset ${bind((f.page - 1) * f.limit)}) ranked`
  const columns: Record<string, SQL> = {
    shortlisted_at: shortlistedAtColumn(bind(scoutUid)),
    [RIDING_TOTAL]: sql`page.total`,
  }
  for (const name of numbers) columns[`stat_${name}`] = sql`page.${sql.identifier(name)}`
  return { page, columns }
}
