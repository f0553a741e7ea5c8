import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../src/api/contract/scout-filter'
import { playerAttributes, players } from '../../db/schema/index'
import { lineupRecorded } from '../games/lineup-recorded'
import { ageAtLeast, ageAtMost, playsAny } from '../players/players'
import { nameMatches } from '../support/name-search'
import type { Bind } from '../support/prepared-read'
import { RIDING_TOTAL } from '../support/riding-total'
import { shortlistedAtColumn } from './shortlist'

// POST filter: the structured search. Profile conditions are plain indexed columns. Statistics over a whole
// career are each player's kept totals (one row, db/schema/player-totals.ts); within one season or competition
// they are one aggregate per player over their sheet rows, joined LATERAL so only candidate players are
// aggregated. Minutes, and so per-90 rates, count only games whose line-up is recorded. Either way `s` is the
// player's numbers, or nulls for a player with no sheet rows (read through `stat`).

const stat = (name: string) => sql`coalesce(s.${sql.identifier(name)}, 0)`

/** The join that gives each candidate player its numbers as `s`. */
const stats = (f: PlayerFilter, bind: Bind) => {
  if (!f.season && !f.league_id && !f.tournament_id)
    return sql`left join player_totals s on s.player_id = ${players.uid}`
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
  if (f.q) where.push(nameMatches(players.name, f.q, bind))
  if (f.positions?.length) where.push(playsAny(f.positions, bind))
  if (f.country_id) where.push(eq(players.nationalityId, bind(f.country_id)))
  if (f.club_id) where.push(eq(players.currentClubId, bind(f.club_id)))
  if (f.gender) where.push(eq(players.gender, bind(f.gender)))
  if (f.foot) where.push(eq(players.preferredFoot, bind(f.foot)))
  if (f.age_min !== undefined) where.push(ageAtLeast(bind(f.age_min)))
  if (f.age_max !== undefined) where.push(ageAtMost(bind(f.age_max)))
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

function orderOf(f: PlayerFilter): SQL {
  const dir = sql.raw(
    f.order === 'asc'
      ? 'asc'
      : f.order === 'desc'
        ? 'desc'
        : f.sort && f.sort !== 'name' && f.sort !== 'age'
          ? 'desc'
          : 'asc',
  )
  switch (f.sort) {
    case 'age':
      // Youngest first reads as "age ascending": a later birth date is a younger player.
      return sql`${players.dateOfBirth} ${sql.raw(f.order === 'desc' ? 'asc' : 'desc')} nulls last`
    case 'goals':
    case 'assists':
    case 'minutes':
    case 'matches':
      return sql`${stat(f.sort)} ${dir}`
    case undefined:
    case 'name':
      // Every match is read anyway (the page carries their count), so the top of them is sorted: as an
      // expression no index hands over in order, lest a plan made once for every value walk the list's
      // alphabetical index (migration 0019) through every player (1,000,000 players: 13–24 → 47 ms alone).
      return sql`(lower(${players.name}) || '') ${dir}`
    default:
      return sql`${rating(f.sort)} ${dir} nulls last`
  }
}

/** The players matching a filter, each with its attributes as `a` and its numbers as `s`. */
export const matchingSql = (f: PlayerFilter, bind: Bind) => {
  const where = conditions(f, bind)
  return sql`from ${players}
    left join ${playerAttributes} a on a.player_id = ${players.uid}
    ${stats(f, bind)}
    ${where.length ? sql`where ${and(...where)}` : sql``}`
}

/** The key numbers a filtered page shows beside each player, read as `stat_<name>`. */
export const numbers = ['matches', 'lineup_matches', 'minutes', 'goals', 'assists'] as const

/**
 * The filter's page as `page` (each player's uid, place `n`, numbers and the total) and the columns read from it
 * beside each player (this scout's shortlist date, the numbers, the total riding along). The page's places are
 * numbered after its LIMIT: numbered before it, every match would be sorted in full rather than the top kept.
 */
export function filterPageSql(f: PlayerFilter, scoutUid: string, bind: Bind) {
  const order = sql`${orderOf(f)}, ${players.uid}`
  const page = sql`select ranked.*, row_number() over () as n from (
    select ${players.uid} as uid,
      ${sql.join(
        numbers.map((name) => sql`${stat(name)} as ${sql.identifier(name)}`),
        sql`, `,
      )}, count(*) over ()::int as total
    ${matchingSql(f, bind)}
    order by ${order}
    limit ${bind(f.limit)} offset ${bind((f.page - 1) * f.limit)}) ranked`
  const columns: Record<string, SQL> = {
    shortlisted_at: shortlistedAtColumn(bind(scoutUid)),
    [RIDING_TOTAL]: sql`page.total`,
  }
  for (const name of numbers) columns[`stat_${name}`] = sql`page.${sql.identifier(name)}`
  return { page, columns }
}

/** Keys whose values are written into the SQL itself; every other value goes in through `bind`. */
const written = new Set(['sort', 'order', 'per_90'])

/**
 * What the filter's SQL text depends on, so one prepared statement serves every filter of the same shape without
 * building its text again: which filters are set (a value's presence and whether it is empty, zero or false),
 * which attributes, the sort and its direction, per 90 or not, a short or a long name (the page and the limit are
 * values). Everything the builders above decide by is here; tests/api/scout-filter-shapes.test.ts checks that two
 * filters of one shape always give the same SQL, over thousands of generated filters.
 */
export function shapeOf(f: PlayerFilter): string {
  return JSON.stringify(f, function (this: unknown, key: string, value: unknown) {
    if (key === '' || (this === f && key === 'attributes')) return value
    if (this === f && (key === 'page' || key === 'limit')) return undefined
    if (this === f && written.has(key)) return value
    if (this === f && key === 'q') return value ? (String(value).length < 4 ? 'short' : 'long') : value
    // Any other value (an attribute's threshold too: its name is the key) by whether it is set and not empty.
    if (Array.isArray(value)) return value.length > 0
    return value === undefined ? undefined : Boolean(value)
  })
}
