import { asc, inArray, sql } from 'drizzle-orm'
import { matchingFold } from '../../../../src/rules/name-folding'
import type { Executor } from '../../../db/client'
import { clubs, countries, nationals, teams } from '../../../db/schema/index'
import { codeOfCountryName } from '../fifa-countries'
import {
  clubKey,
  type Resolved,
  resolveClubs,
  resolveNationals,
  resolveNationalTeams,
  syncOwned,
} from '../natural-keys'
import type { Tally } from '../record-sync'
import { stableUid } from '../stable-uid'

// The places and sides a StatsBomb season names. Countries come by name (StatsBomb has no FIFA codes): a name
// the FIFA table knows is that code's country — the same record the openfootball squads made — and any other
// name is a country of its own. In an international competition a team is its nation's national side and that
// side's one team (as openfootball's matches use); in club football it is a club and the club's team.

export interface SideCounts {
  countries: Tally
  nationals: Tally
  clubs: Tally
  teams: Tally
}

/** Country uids by the names given (case-insensitive), created where missing. */
export async function writeCountries(ex: Executor, names: string[], tally: Tally) {
  const wanted = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()]
  const codes = wanted.flatMap((n) => codeOfCountryName(n) ?? [])
  const lowered = wanted.map((n) => n.toLowerCase())
  const rows = wanted.length
    ? await ex
        .select({ uid: countries.uid, name: countries.name, code: countries.code })
        .from(countries)
        .where(
          codes.length
            ? sql`upper(${countries.code}) in ${codes} or lower(${countries.name}) in ${lowered}`
            : sql`lower(${countries.name}) in ${lowered}`,
        )
    : []
  const result = new Map<string, Resolved>()
  const records = []
  for (const name of wanted) {
    const code = codeOfCountryName(name)
    const found =
      (code && rows.find((r) => r.code?.toUpperCase() === code)) ||
      rows.find((r) => r.name.toLowerCase() === name.toLowerCase())
    const own = code ? stableUid('country', code) : stableUid('country-name', matchingFold(name))
    const resolved = found && found.uid !== own ? { uid: found.uid, owned: false } : { uid: own, owned: true }
    result.set(name.toLowerCase(), resolved)
    records.push({ resolved, values: { name, code } })
  }
  await syncOwned(ex, countries, records, tally)
  return (name: string | null | undefined) => (name ? (result.get(name.toLowerCase())?.uid ?? null) : null)
}

export interface SbTeam {
  id: number
  name: string
  countryName: string | null
}

/** Each StatsBomb team's team uid (national side or club), and the teams it could not place. */
export async function writeSides(
  ex: Executor,
  sbTeams: SbTeam[],
  international: boolean,
  countryUid: (name: string | null | undefined) => string | null,
  counts: SideCounts,
): Promise<{ teamUid: Map<number, string>; unplaced: string[] }> {
  const teamUid = new Map<number, string>()
  const unplaced: string[] = []
  if (international) {
    const coded = sbTeams.flatMap((t) => {
      const code = codeOfCountryName(t.countryName ?? t.name) ?? codeOfCountryName(t.name)
      if (!code) unplaced.push(t.name)
      return code ? [{ team: t, code }] : []
    })
    const nationalOf = await resolveNationals(ex, [...new Set(coded.map((c) => c.code))])
    await syncOwned(
      ex,
      nationals,
      coded.map(({ team, code }) => ({
        resolved: nationalOf.get(code)!,
        values: { name: team.name, countryId: countryUid(team.countryName ?? team.name)!, fifaCode: code },
      })),
      counts.nationals,
    )
    const teamOf = await resolveNationalTeams(
      ex,
      coded.map((c) => nationalOf.get(c.code)!.uid),
    )
    await syncOwned(
      ex,
      teams,
      coded.map(({ team, code }) => {
        const nationalId = nationalOf.get(code)!.uid
        return { resolved: teamOf.get(nationalId)!, values: { name: team.name, nationalId } }
      }),
      counts.teams,
    )
    for (const { team, code } of coded) teamUid.set(team.id, teamOf.get(nationalOf.get(code)!.uid)!.uid)
    return { teamUid, unplaced }
  }
  const keyOf = (t: SbTeam) => clubKey(countryUid(t.countryName), t.name)
  const countryUids = [...new Set(sbTeams.flatMap((t) => countryUid(t.countryName) ?? []))]
  const clubOf = await resolveClubs(ex, new Set(sbTeams.map(keyOf)), countryUids)
  await syncOwned(
    ex,
    clubs,
    sbTeams.map((t) => ({
      resolved: clubOf.get(keyOf(t))!,
      values: { name: t.name, countryId: countryUid(t.countryName) },
    })),
    counts.clubs,
  )
  const clubUids = sbTeams.map((t) => clubOf.get(keyOf(t))!.uid)
  // The club's oldest team plays its games (a person may have made one); else the importer's own.
  const stored = await ex
    .select({ uid: teams.uid, clubId: teams.clubId })
    .from(teams)
    .where(inArray(teams.clubId, clubUids))
    .orderBy(asc(teams.createdAt))
  const records = sbTeams.map((t) => {
    const clubId = clubOf.get(keyOf(t))!.uid
    const found = stored.find((r) => r.clubId === clubId)?.uid
    const own = stableUid('club-team', clubId)
    const resolved = found && found !== own ? { uid: found, owned: false } : { uid: own, owned: true }
    teamUid.set(t.id, resolved.uid)
    return { resolved, values: { name: t.name, clubId } }
  })
  await syncOwned(ex, teams, records, counts.teams)
  return { teamUid, unplaced }
}
