import { and, asc, inArray, isNull, or, sql } from 'drizzle-orm'
import { matchingFold } from '../../../src/rules/name-folding'
import type { Executor } from '../../db/client'
import {
  clubCountries,
  clubs,
  countries,
  nationals,
  players,
  teams,
  tournaments,
} from '../../db/schema/index'
import { syncRecords, type Tally } from './record-sync'
import { stableUid } from './stable-uid'

// Finding the records a file refers to. A record a person already entered (same country code, same club name
// in the same country, same player name and birth date for the same nation …) is linked to, never duplicated
// and never overwritten; only records the importer itself created (stable uids) are kept in step with the file.

export interface Resolved {
  uid: string
  /** True when the uid is the importer's own (created now or by an earlier import). */
  owned: boolean
}

function resolve(found: string | undefined, ...key: string[]): Resolved {
  const own = stableUid(...key)
  return found && found !== own ? { uid: found, owned: false } : { uid: own, owned: true }
}

/** Countries by FIFA code, or by name when an existing country has no code. */
export async function resolveCountries(ex: Executor, wanted: Map<string, string>) {
  const codes = [...wanted.keys()]
  const names = [...wanted.values()].map((n) => n.toLowerCase())
  const rows = codes.length
    ? await ex
        .select({ uid: countries.uid, name: countries.name, code: countries.code })
        .from(countries)
        .where(sql`upper(${countries.code}) in ${codes} or lower(${countries.name}) in ${names}`)
    : []
  const result = new Map<string, Resolved>()
  for (const [code, name] of wanted) {
    const byCode = rows.find((r) => r.code?.toUpperCase() === code)
    const byName = rows.find((r) => r.name.toLowerCase() === name.toLowerCase())
    result.set(code, resolve(byCode?.uid ?? byName?.uid, 'country', code))
  }
  return result
}

export async function resolveClubCountries(ex: Executor, countryUids: string[]) {
  const rows = countryUids.length
    ? await ex
        .select({ uid: clubCountries.uid, countryId: clubCountries.countryId })
        .from(clubCountries)
        .where(inArray(clubCountries.countryId, countryUids))
    : []
  return new Map(
    countryUids.map((c) => [c, resolve(rows.find((r) => r.countryId === c)?.uid, 'club-country', c)]),
  )
}

/** Key of a club: its country and its folded name. */
export const clubKey = (countryUid: string | null, name: string) =>
  `${countryUid ?? ''}|${matchingFold(name)}`

export async function resolveClubs(ex: Executor, keys: Set<string>, countryUids: string[]) {
  const rows = await ex
    .select({ uid: clubs.uid, name: clubs.name, countryId: clubs.countryId })
    .from(clubs)
    .where(
      countryUids.length
        ? sql`${clubs.countryId} in ${countryUids} or ${clubs.countryId} is null`
        : undefined,
    )
  const found = new Map(rows.map((r) => [clubKey(r.countryId, r.name), r.uid]))
  return new Map([...keys].map((key) => [key, resolve(found.get(key), 'club', key)]))
}

export async function resolveNationals(ex: Executor, codes: string[]) {
  const rows = codes.length
    ? await ex
        .select({ uid: nationals.uid, fifaCode: nationals.fifaCode })
        .from(nationals)
        .where(sql`upper(${nationals.fifaCode}) in ${codes}`)
    : []
  return new Map(
    codes.map((code) => [
      code,
      resolve(rows.find((r) => r.fifaCode?.toUpperCase() === code)?.uid, 'national', code),
    ]),
  )
}

/** Key of a player: nationality, birth date and folded name. */
export const playerKey = (countryUid: string, dateOfBirth: string | null, name: string) =>
  `${countryUid}|${dateOfBirth ?? ''}|${matchingFold(name)}`

export async function resolvePlayers(
  ex: Executor,
  keys: Set<string>,
  countryUids: string[],
  birthDates: string[],
) {
  const sameBirth = birthDates.length
    ? or(inArray(players.dateOfBirth, birthDates), isNull(players.dateOfBirth))
    : isNull(players.dateOfBirth)
  const rows = countryUids.length
    ? await ex
        .select({
          uid: players.uid,
          name: players.name,
          nationalityId: players.nationalityId,
          dateOfBirth: players.dateOfBirth,
        })
        .from(players)
        .where(and(inArray(players.nationalityId, countryUids), sameBirth))
    : []
  const found = new Map(rows.map((r) => [playerKey(r.nationalityId!, r.dateOfBirth, r.name), r.uid]))
  return new Map([...keys].map((key) => [key, resolve(found.get(key), 'player', key)]))
}

/**
 * The team of each national side: games of kind `national_game` are played by teams that belong to a national
 * side (not to a tournament), so one team per nation plays all its imported games. An existing team of the
 * nation (the oldest, if a person made several) is used rather than a second one.
 */
export async function resolveNationalTeams(ex: Executor, nationalUids: string[]) {
  const rows = nationalUids.length
    ? await ex
        .select({ uid: teams.uid, nationalId: teams.nationalId })
        .from(teams)
        .where(inArray(teams.nationalId, nationalUids))
        .orderBy(asc(teams.createdAt))
    : []
  return new Map(
    nationalUids.map((n) => [n, resolve(rows.find((r) => r.nationalId === n)?.uid, 'national-team', n)]),
  )
}

export async function resolveTournament(ex: Executor, name: string, season: string | null) {
  const rows = await ex
    .select({ uid: tournaments.uid, season: tournaments.season })
    .from(tournaments)
    .where(sql`lower(${tournaments.name}) = ${name.toLowerCase()}`)
  const same = rows.find((r) => (r.season ?? null) === season) ?? rows[0]
  return resolve(same?.uid, 'tournament', name.toLowerCase(), season ?? '')
}

/** Writes only the records the importer owns; records a person created are linked and counted unchanged. */
export async function syncOwned<T extends Parameters<typeof syncRecords>[1]>(
  ex: Executor,
  table: T,
  records: { resolved: Resolved; values: Parameters<typeof syncRecords<T>>[2][number]['values'] }[],
  tally: Tally,
) {
  const seen = new Set<string>()
  const owned = []
  for (const r of records) {
    if (seen.has(r.resolved.uid)) continue
    seen.add(r.resolved.uid)
    if (r.resolved.owned) owned.push({ uid: r.resolved.uid, values: r.values })
    else tally.unchanged++
  }
  await syncRecords(ex, table, owned, tally)
}
