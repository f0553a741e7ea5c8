import { sql } from 'drizzle-orm'
import type { PlayerFilter } from '../../../../src/api/contract/schemas/scout-filter'
import { ADULT_AGE } from '../../../../src/api/contract/terms/consent'
import { positionsMatching } from '../../../../src/api/contract/terms/players'

// How a scout's filter reads its page (decision 0027): whether it is open — no condition that picks out a few
// players — and, for an open filter sorted by a number, whether it walks that number's index to its page.

/** Numbers within a season or competition: aggregated from the sheet rows, not the kept career totals. */
export const scopedStats = (f: PlayerFilter) => Boolean(f.season || f.league_id || f.tournament_id)

/**
 * A filter with no condition that can pick out a few players (a name, a country, a club, a season, a
 * competition, a band of minors, a minimum few players meet or a recruitment value — the last worked out apart
 * as one set of players, the club's view and the community's values each through their own indexes
 * (recruitment.ts), not walked row by row in a name's order): its matches are a large share of all players, so
 * its page is read in order from an index and stops at the page's end, and its total is counted up to a cap. With
 * such a condition the matches are few, read through that condition's index and sorted; an order an index could
 * hand over is then spelled so that none does — a plan made once for every value must not walk 1,000,000 players
 * in order to find a club's 20.
 */
export const isOpen = (f: PlannedFilter) =>
  !f.q &&
  !f.country_id &&
  !f.club_id &&
  !scopedStats(f) &&
  !readsClubValues(f) &&
  !asksMinorsOnly(f) &&
  !f.fewByNumber

/**
 * A filter as its statement is built: the scout's, and `fewByNumber` when a minimum of a career number it asks
 * for is met by fewer than OPEN_COUNT_CAP players (number-minimums.ts) — a condition that picks out a few, though
 * only the data can say so. Part of the statement's shape (shape.ts reads every key).
 */
export type PlannedFilter = PlayerFilter & { fewByNumber?: true }

/**
 * An age band that ends below 18: its matches are the minors whose guardian consented (privacy/minors.ts) — few,
 * where the band's players are many, all but those hidden. They are read from the consented players' index; walked
 * in a name's order as an open filter's page, "under 18" read past all 1,000,000 players (1.2 s) to find none.
 */
export const asksMinorsOnly = (f: PlayerFilter) => f.age_max !== undefined && f.age_max < ADULT_AGE

/**
 * Conditions that go with a player's numbers: a goalkeeper or a left-back scores little, a rating belongs to a
 * kind of player. Walking players from the most goals down to find 20 left wingers read 321,000 entries of the
 * index at 1,000,000 players (0.6 s), so with these a number's order is sorted from the matches instead.
 */
export const followsNumbers = (f: PlayerFilter) =>
  Boolean(f.positions?.length) || Object.keys(f.attributes ?? {}).length > 0

/** The sorts by one of the player's numbers (his totals, or within a season or competition). */
export const numberSorts = new Set(['goals', 'assists', 'minutes', 'matches'])

/**
 * An open filter sorted by a number with a condition that goes with the numbers: its page is first looked for
 * among the top WALK_DEPTH players of that number (strikers by goals: found in a few hundred), and sorted from
 * all its matches only when those do not fill it (left wingers by goals, in data where wingers score little).
 */
export const walksWithin = (f: PlayerFilter) =>
  isOpen(f) && followsNumbers(f) && numberSorts.has(f.sort ?? '')

export const ascending = (f: PlayerFilter) =>
  f.order === 'asc' ? true : f.order === 'desc' ? false : !f.sort || f.sort === 'name' || f.sort === 'age'

/**
 * A walk of a filter with positions reads every player of those positions in the number's order
 * (player_position_totals, decision 0029), not only the top WALK_DEPTH of all players: what it does not find is
 * not there, and the matches are never sorted instead.
 */
export const walksWholePositions = (f: PlayerFilter) => walksWithin(f) && Boolean(f.positions?.length)

/**
 * A filter of positions and a nationality takes its candidates from player_position_totals, where a position's
 * players of one nationality, by birth date, carry their numbers (decision 0031): the age band and a minimum of
 * minutes cut them inside one index, and only those left are read from players — where the candidates came from
 * players_filter_idx and each looked up its totals (why: decision 0031). Not with a name or
 * a club, which pick out fewer players than a nationality from players' own indexes; not with a season or a
 * competition, whose numbers are not the totals. A narrowed filter of one position (`fewByNumber`) that holds a
 * total to a minimum (holdsATotal) takes them there too: its position's rows range over the number's index
 * (position, number) — also when it was a bare rate per 90 beside that minimum that few met, which the plan
 * cannot tell apart (the count picks no statement's text): the position's rows are then read in full.
 */
export const candidatesFromPositions = (f: PlannedFilter, counting = false) =>
  Boolean(
    f.positions?.length &&
      (f.country_id ||
        (counting && countsOnePosition(f)) ||
        (f.fewByNumber && asksOnePosition(f) && holdsATotal(f))),
  ) &&
  !f.q &&
  !f.club_id &&
  !scopedStats(f)

/** The filter's minimums of a career number, by their key, in the order the page's statement writes them. */
export const minimumKeys = ['min_matches', 'min_minutes', 'min_goals', 'min_assists'] as const
export type MinimumKey = (typeof minimumKeys)[number]

/** A minimum read as a rate per 90 minutes: goals or assists, when the filter says `per_90`. */
export const readsPerNinety = (f: PlayerFilter, key: MinimumKey): key is 'min_goals' | 'min_assists' =>
  Boolean(f.per_90) && (key === 'min_goals' || key === 'min_assists')

/**
 * A minimum of a career number as it is read against the players' totals (number-minimums.ts): a `total` at least
 * it; a rate per 90 with a minimum of minutes, which sets a `floor` of its total (0.5 goals per 90 over 900
 * minutes is at least 5 goals); or a bare `rate` per 90, which sets none and is compared through its own index.
 */
export type CareerMinimum =
  | { key: MinimumKey; read: 'total' }
  | { key: 'min_goals' | 'min_assists'; read: 'floor' | 'rate' }

/** How each minimum of a career number the filter asks is read; none for a season's or competition's numbers. */
export function careerMinimums(f: PlayerFilter): CareerMinimum[] {
  if (scopedStats(f)) return []
  return minimumKeys.flatMap((key): CareerMinimum[] => {
    if (!f[key]) return []
    if (readsPerNinety(f, key)) return [{ key, read: f.min_minutes ? 'floor' : 'rate' }]
    return [{ key, read: 'total' }]
  })
}

/**
 * The filter holds a career total to a minimum, its own or a rate's floor. A bare rate per 90 holds none: narrowed
 * by it, a filter of one position finds its few in the rate's own index (player_totals), not among the position's
 * rows, which have none (strikers with 1.5 goals per 90 read all 40,000 strikers with minutes: 110 ms).
 */
const holdsATotal = (f: PlayerFilter) => careerMinimums(f).some((m) => m.read !== 'rate')

/**
 * An open filter of one position counts its matches (up to OPEN_COUNT_CAP) from that position's rows of
 * player_position_totals: read from `players`, every row was tested until the 1,000th of the position (13,000 rows
 * for a position of 7.6 %: three quarters of "most goals of a position" at 1,000,000 players, 3.1 → 1.1 ms). Not
 * with a gender, which only `players` holds (each row of the position looked its player up: women who play right
 * wing-back 35 → 53 ms), nor with an age band, which players_filter_idx answers from the index alone, where a
 * position's rows are read from the table for their birth dates (strikers of 18–21: 3.1 → 4.3 ms).
 */
const countsOnePosition = (f: PlannedFilter) =>
  isOpen(f) && asksOnePosition(f) && !f.gender && f.age_min === undefined && f.age_max === undefined

/**
 * The filter asks for one position (a line, "Defender", is several): its players' rows are one a player, where a
 * player of two asked positions has two to drop one of.
 */
export const asksOnePosition = (f: PlayerFilter) => positionsMatching(f.positions ?? []).length === 1

/**
 * The column a number's sort reads: "Matches" counts the games whose line-up places him, not the scorer lines of
 * a sheet without one (decision 0056), as the page's Matches column and `min_matches` do.
 */
export const sortColumn = (sort: string) => (sort === 'matches' ? 'lineup_matches' : sort)

/** A number's order as its index hands it over (player_totals_*_idx), ties by uid the same way. */
export const numberOrder = (f: PlayerFilter) => {
  const dir = sql.raw(ascending(f) ? 'asc' : 'desc')
  return sql`${sql.identifier(sortColumn(f.sort!))} ${dir}, player_id ${dir}`
}

/**
 * An open filter's total stops here ("1,000+ players", `meta.capped`), as a name search's does: past it a search
 * is refined, not paged, and an exact count reads every match (why: decision 0027).
 */
export const OPEN_COUNT_CAP = 1000

/** How deep a walk down a number's index goes before the page is sorted from the matches instead. */
export const WALK_DEPTH = 5000

/**
 * Conditions on the values a club may hold of its own (decision 0055): the filter then reads what the scout's
 * club sees of the players it holds values of (club_player_seen) and the community's values of the others.
 */
export const readsClubValues = (f: PlayerFilter) =>
  Boolean(
    f.foot ||
      f.height_min !== undefined ||
      f.height_max !== undefined ||
      f.weight_min !== undefined ||
      f.weight_max !== undefined ||
      f.contract_expires_before ||
      f.market_value_max !== undefined ||
      f.on_loan ||
      f.passport,
  )
