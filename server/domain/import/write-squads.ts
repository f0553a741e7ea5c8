import type { Executor } from '../../db/client'
import {
  nationalSquadPlayers,
  nationalSquads,
  nationals,
  players,
  teamPlayers,
  teams,
} from '../../db/schema/index'
import { fillGender, type Gender } from './competition-gender'
import { playerKey, resolveNationals, resolveNationalTeams, resolvePlayers, syncOwned } from './natural-keys'
import { POSITION_OF_LINE, type SquadTeam } from './openfootball-format'
import { emptyTally, syncLists, syncRecords, type Tally } from './record-sync'
import { stableUid } from './stable-uid'
import { writeClubMemberships } from './write-club-players'
import { writePlaces } from './write-places'
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

export async function writeSquads(
  ex: Executor,
  squads: SquadTeam[],
  context: { fileName: string; season: string | null; tournament: TournamentSpec | null; gender: Gender },
): Promise<SquadCounts> {
  const counts = Object.fromEntries(SQUAD_ENTITIES.map((e) => [e, emptyTally()])) as SquadCounts
  const allPlayers = squads.flatMap((team) => team.players.map((player) => ({ team, player })))

  const { countryUid, clubUid } = await writePlaces(ex, squads, counts)

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
        currentClubId: player.club ? clubUid(player.club) : null,
        shirtNumber: player.number ?? null,
        gender: context.gender,
      },
    })),
    counts.players,
  )
  // Players a person entered first keep what they say; only a missing gender is filled in.
  const linked = allPlayers
    .map(({ team, player }) => playerOf.get(keyOf(team, player))!)
    .filter((r) => !r.owned)
  await fillGender(
    ex,
    linked.map((r) => r.uid),
    context.gender,
    counts.players,
  )
  await writeClubMemberships(
    ex,
    allPlayers.flatMap(({ team, player }) =>
      player.club
        ? [
            {
              clubId: clubUid(player.club),
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
  const teamOf = await resolveNationalTeams(
    ex,
    squads.map((t) => nationalOf.get(t.fifa_code)!.uid),
  )
  const squadRecords = []
  const squadLists = new Map<string, string[]>()
  const teamLists = new Map<string, string[]>()
  for (const team of squads) {
    const nationalUid = nationalOf.get(team.fifa_code)!.uid
    const squadUid = stableUid('squad', nationalUid, tournamentUid ?? context.fileName)
    // A player listed twice in a squad (a slip in the file) is one member.
    const members = [...new Set(team.players.map((p) => playerUid(team, p)))]
    squadRecords.push({
      uid: squadUid,
      values: {
        nationalId: nationalUid,
        tournamentId: tournamentUid,
        name: `${team.name} – ${squadLabel}`,
        season: context.season,
      },
    })
    squadLists.set(squadUid, members)
    // The nation's team carries the squad of the latest file imported; a team a person made keeps its list.
    const nationalTeam = teamOf.get(nationalUid)!
    if (nationalTeam.owned) teamLists.set(nationalTeam.uid, members)
  }
  await syncRecords(ex, nationalSquads, squadRecords, counts.nationalSquads)
  await syncLists(
    ex,
    nationalSquadPlayers,
    { owner: 'ownerId', item: 'playerId' },
    squadLists,
    counts.squadPlayers,
  )
  await syncOwned(
    ex,
    teams,
    squads.map((t) => ({
      resolved: teamOf.get(nationalOf.get(t.fifa_code)!.uid)!,
      values: { name: t.name, nationalId: nationalOf.get(t.fifa_code)!.uid },
    })),
    counts.teams,
  )
  await syncLists(ex, teamPlayers, { owner: 'ownerId', item: 'playerId' }, teamLists, counts.teamPlayers)
  return counts
}
