import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Made } from './factories'
import type { TestApp } from './test-app'

// What a scout's club sees of a player's recruitment values (decision 0055), written out plainly for the tests
// that check the filter and the view the database keeps of it (club_player_seen): the club's value over the
// community's for a scout of the club, the community's for anyone else, and a value neither has never matches.
// Shared by tests/api/recruitment-filter-club-view.test.ts (single writes) and
// tests/api/club-player-seen-race.test.ts (the same writes at once), so both hold the server to one rule.

export type Foot = 'left' | 'right' | 'both'
/** One side's values of a player; a field left out is one that side does not know. */
export interface Values {
  preferred_foot?: Foot
  height_cm?: number
  weight_kg?: number
  contract_expires?: string
  market_value?: { amount: number; currency: 'EUR' | 'GBP' }
  on_loan?: boolean
  passports?: string[]
}
export interface Player {
  made: Made
  name: string
  community: Values
  club?: Values
}
export type Filter = Record<string, string | number | boolean>

/** A small seeded generator (mulberry32): the same players, files and filters on every run and engine. */
export function seeded(seed: number) {
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
export type Seeded = ReturnType<typeof seeded>

export const feet = ['left', 'right', 'both'] as const
const passportSets = [['Spain'], ['Brazil', 'Spain'], ['Croatia']]
export const someDay = (rnd: Seeded) =>
  `${rnd.int(2026, 2029)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${rnd.pick(['01', '15', '28'])}`

/** Values of a player, each field known with probability `p`. */
export const someValues = (rnd: Seeded, p: number): Values =>
  Object.fromEntries(
    Object.entries({
      preferred_foot: rnd.maybe(() => rnd.pick(feet), p),
      height_cm: rnd.maybe(() => rnd.int(168, 196), p),
      weight_kg: rnd.maybe(() => rnd.int(62, 88), p),
      contract_expires: rnd.maybe(() => someDay(rnd), p),
      market_value: rnd.maybe(
        () => ({ amount: rnd.int(1, 30) * 500_000, currency: rnd.pick(['EUR', 'GBP'] as const) }),
        p,
      ),
      on_loan: rnd.maybe(() => rnd.next() < 0.4, p),
      passports: rnd.maybe(() => rnd.pick(passportSets), p),
    }).filter(([, v]) => v !== undefined),
  )

/** One to three recruitment conditions, bounds taken from the generated values' ranges. */
export function someFilter(rnd: Seeded): Filter {
  const parts: (() => Filter)[] = [
    () => ({ foot: rnd.pick(feet) }),
    () => ({ height_min: rnd.int(170, 192) }),
    () => {
      const low = rnd.int(168, 185)
      return { height_min: low, height_max: low + rnd.int(2, 10) }
    },
    () => ({ weight_max: rnd.int(65, 85) }),
    () => ({ contract_expires_before: someDay(rnd) }),
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

/** The rule: the club's value over the community's, for a scout of the club; the community's for anyone else. */
export const seenBy = (player: Player, ofTheClub: boolean): Values =>
  ofTheClub && player.club ? { ...player.community, ...player.club } : player.community

/** Whether values meet a filter of the scout filter's recruitment conditions, read as the filter reads them. */
export function meets(v: Values, f: Filter): boolean {
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

/** The club's file: its values as Wyscout writes them, an empty cell where the club does not know one. */
export function clubFile(held: { name: string; values: Values }[]) {
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
    ...held.map((p) => [p.name, '', ...cells(p.values)].join(',')),
  ].join('\r\n')
}

/** The community's record of a player's values, as its form sends them (unknown as null). */
export const recordOf = (v: Values) => ({
  preferred_foot: v.preferred_foot ?? null,
  height_cm: v.height_cm ?? null,
  weight_kg: v.weight_kg ?? null,
  contract_expires: v.contract_expires ?? null,
  market_value: v.market_value?.amount ?? null,
  market_value_currency: v.market_value?.currency ?? null,
  on_loan: v.on_loan ?? null,
  passports: v.passports ?? [],
})

/**
 * club_player_seen holds, for each player a club holds values of (club_player_facts), its value over the
 * community's (players): no row missing, none stale, none of a player the club no longer holds values of.
 */
export async function viewIsCurrent(db: TestApp['db']) {
  const stale = await db.execute(sql`
    select s.owner_uid, s.player_uid, f.owner_uid as facts_owner, f.player_uid as facts_player
    from club_player_seen s
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
