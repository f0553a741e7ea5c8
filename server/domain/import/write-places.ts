import type { Executor } from '../../db/client'
import { clubCountries, clubs, countries } from '../../db/schema/index'
import { countryNameOf } from './fifa-countries'
import { clubKey, resolveClubCountries, resolveClubs, resolveCountries, syncOwned } from './natural-keys'
import type { SquadTeam } from './openfootball-format'
import type { Tally } from './record-sync'

// The places a squads file mentions: a country for every nation and every club country code, a club
// country (football association) for each club country, and the clubs themselves.

export interface PlaceLookups {
  /** The country uid of a FIFA code (null for no code). */
  countryUid: (code: string | null | undefined) => string | null
  /** The uid of a squad player's club. */
  clubUid: (club: { name: string; country?: string | null }) => string
}

export async function writePlaces(
  ex: Executor,
  squads: SquadTeam[],
  counts: { countries: Tally; clubCountries: Tally; clubs: Tally },
): Promise<PlaceLookups> {
  const allPlayers = squads.flatMap((team) => team.players.map((player) => ({ team, player })))
  const countryNames = new Map(squads.map((t) => [t.fifa_code, t.name]))
  for (const { player } of allPlayers) {
    const code = player.club?.country?.toUpperCase()
    if (code && !countryNames.has(code)) countryNames.set(code, countryNameOf(code))
  }
  const countryOf = await resolveCountries(ex, countryNames)
  await syncOwned(
    ex,
    countries,
    [...countryNames].map(([code, name]) => ({ resolved: countryOf.get(code)!, values: { name, code } })),
    counts.countries,
  )
  const countryUid = (code: string | null | undefined) =>
    code ? countryOf.get(code.toUpperCase())!.uid : null

  const clubCountryCodes = [...new Set(allPlayers.map(({ player }) => player.club?.country?.toUpperCase()))]
  const clubCountryList = clubCountryCodes.filter((c): c is string => !!c)
  const clubCountryOf = await resolveClubCountries(
    ex,
    clubCountryList.map((c) => countryUid(c)!),
  )
  await syncOwned(
    ex,
    clubCountries,
    clubCountryList.map((code) => ({
      resolved: clubCountryOf.get(countryUid(code)!)!,
      values: { name: countryNames.get(code)!, countryId: countryUid(code) },
    })),
    counts.clubCountries,
  )

  const clubKeyOf = (club: { name: string; country?: string | null }) =>
    clubKey(countryUid(club.country), club.name)
  const clubEntries = allPlayers.flatMap(({ player }) => (player.club ? [player.club] : []))
  const clubOf = await resolveClubs(
    ex,
    new Set(clubEntries.map(clubKeyOf)),
    clubCountryList.map((c) => countryUid(c)!),
  )
  await syncOwned(
    ex,
    clubs,
    clubEntries.map((club) => {
      const country = countryUid(club.country)
      return {
        resolved: clubOf.get(clubKeyOf(club))!,
        values: {
          name: club.name,
          countryId: country,
          clubCountryId: country ? clubCountryOf.get(country)!.uid : null,
        },
      }
    }),
    counts.clubs,
  )
  return { countryUid, clubUid: (club) => clubOf.get(clubKeyOf(club))!.uid }
}
