import {
  clubCountries,
  clubs,
  countries,
  nationalSquadPlayers,
  nationalSquads,
  nationals,
  players,
  teamPlayers,
  teams,
} from '../../db/schema/index'
import { countryNameOf } from './fifa-countries'
import {
  clubKey,
  playerKey,
  type Resolved,
  resolveClubCountries,
  resolveClubs,
  resolveCountries,
  resolveNationals,
  resolvePlayers,
} from './natural-keys'
import { POSITION_OF_LINE, type SquadTeam } from './openfootball-format'
import { type Executor, emptyTally, syncList, syncRecords, type Tally } from './record-sync'
import { stableUid } from './stable-uid'
import { writeClubMemberships } from './write-club-players'
import { type TournamentSpec, writeTournament } from './write-tournament'

// One squads file: the nations (country + national side), their clubs and club countries, the players, and
// for each nation its squad (and, when the squads belong to a tournament, the team that plays its games).

export const SQUAD_ENTITIES = [
  'countries',
  'clubCountries',
  'clubs',
  'nationals',
  'players',
  'clubPlayers',
  'tournaments',
  'nationalSquads',
  'squadPlayers',
  'teams',
  'teamPlayers',
] as const
export type SquadCounts = Record<(typeof SQUAD_ENTITIES)[number], Tally>

/** Writes only the records the importer owns; records a person created are linked and counted unchanged. */
async function syncOwned<T extends Parameters<typeof syncRecords>[1]>(
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

export async function writeSquads(
  ex: Executor,
  squads: SquadTeam[],
  context: { fileName: string; season: string | null; tournament: TournamentSpec | null },
): Promise<SquadCounts> {
  const counts = Object.fromEntries(SQUAD_ENTITIES.map((e) => [e, emptyTally()])) as SquadCounts
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

  const nationalOf = await resolveNationals(ex, [...new Set(squads.map((t) => t.fifa_code))])
  await syncOwned(
    ex,
    nationals,
    squads.map((t) => ({
      resolved: nationalOf.get(t.fifa_code)!,
      values: { name: t.name, countryId: countryUid(t.fifa_code)!, fifaCode: t.fifa_code },
    })),
    counts.nationals,
  )

  const keyOf = (team: SquadTeam, p: SquadTeam['players'][number]) =>
    playerKey(countryUid(team.fifa_code)!, p.date_of_birth ?? null, p.name)
  const playerOf = await resolvePlayers(
    ex,
    new Set(allPlayers.map(({ team, player }) => keyOf(team, player))),
    squads.map((t) => countryUid(t.fifa_code)!),
    [...new Set(allPlayers.flatMap(({ player }) => (player.date_of_birth ? [player.date_of_birth] : [])))],
  )
  const playerUid = (team: SquadTeam, p: SquadTeam['players'][number]) => playerOf.get(keyOf(team, p))!.uid
  await syncOwned(
    ex,
    players,
    allPlayers.map(({ team, player }) => ({
      resolved: playerOf.get(keyOf(team, player))!,
      values: {
        name: player.name,
        dateOfBirth: player.date_of_birth ?? null,
        nationalityId: countryUid(team.fifa_code),
        mainPosition: POSITION_OF_LINE[player.pos],
        currentClubId: player.club ? clubOf.get(clubKeyOf(player.club))!.uid : null,
        shirtNumber: player.number ?? null,
      },
    })),
    counts.players,
  )
  await writeClubMemberships(
    ex,
    allPlayers.flatMap(({ team, player }) =>
      player.club
        ? [
            {
              clubId: clubOf.get(clubKeyOf(player.club))!.uid,
              playerId: playerUid(team, player),
              shirtNumber: player.number ?? null,
            },
          ]
        : [],
    ),
    context.season,
    counts.clubPlayers,
  )

  const tournamentUid = context.tournament
    ? await writeTournament(ex, context.tournament, counts.tournaments)
    : null
  const squadLabel = context.tournament?.name ?? context.fileName
  for (const team of squads) {
    const nationalUid = nationalOf.get(team.fifa_code)!.uid
    const squadUid = stableUid('squad', nationalUid, tournamentUid ?? context.fileName)
    const members = team.players.map((p) => playerUid(team, p))
    await syncRecords(
      ex,
      nationalSquads,
      [
        {
          uid: squadUid,
          values: {
            nationalId: nationalUid,
            tournamentId: tournamentUid,
            name: `${team.name} – ${squadLabel}`,
            season: context.season,
          },
        },
      ],
      counts.nationalSquads,
    )
    await syncList(
      ex,
      nationalSquadPlayers,
      { owner: 'ownerId', item: 'playerId' },
      squadUid,
      members,
      counts.squadPlayers,
    )
    if (!tournamentUid) continue
    const teamUid = stableUid('team', tournamentUid, nationalUid)
    await syncRecords(
      ex,
      teams,
      [{ uid: teamUid, values: { name: team.name, tournamentId: tournamentUid, season: context.season } }],
      counts.teams,
    )
    await syncList(
      ex,
      teamPlayers,
      { owner: 'ownerId', item: 'playerId' },
      teamUid,
      members,
      counts.teamPlayers,
    )
  }
  return counts
}
