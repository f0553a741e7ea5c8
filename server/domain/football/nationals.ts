import {
  nationalContract,
  nationalSquadContract,
  nationalStaffContract,
  nationalTeamContract,
} from '../../../src/api/contract/schemas/football-competitions'
import {
  nationalSquadPlayers,
  nationalSquads,
  nationalStaff,
  nationals,
  nationalTeamPlayers,
  nationalTeams,
  players,
  teams,
} from '../../db/schema/football'
import { defineFamily } from './define-family'
import type { UidListDef } from './family-read'

// National sides, their staff, their teams by category and the squads they call up.

const playerList = (
  table: typeof nationalTeamPlayers | typeof nationalSquadPlayers,
): UidListDef<'player_id'> => ({
  table,
  owner: table.ownerId,
  item: table.playerId,
  position: table.position,
  target: { uid: players.uid, label: 'player' },
  filter: 'player_id',
})

export const nationalFamily = defineFamily(nationalContract, {
  label: 'national side',
  table: nationals,
  columns: {
    name: nationals.name,
    country_id: nationals.countryId,
    fifa_code: nationals.fifaCode,
    confederation: nationals.confederation,
    pic: nationals.pic,
  },
  filters: { country_id: nationals.countryId },
  search: { name: nationals.name },
  referencedBy: [
    { column: nationalTeams.nationalId, label: 'national teams' },
    { column: nationalSquads.nationalId, label: 'national squads' },
    { column: teams.nationalId, label: 'teams' },
  ],
})

export const nationalStaffFamily = defineFamily(nationalStaffContract, {
  label: 'national staff member',
  table: nationalStaff,
  columns: {
    national_id: nationalStaff.nationalId,
    name: nationalStaff.name,
    role: nationalStaff.role,
    email: nationalStaff.email,
    phone: nationalStaff.phone,
    pic: nationalStaff.pic,
  },
  filters: { national_id: nationalStaff.nationalId },
  search: { name: nationalStaff.name },
})

export const nationalTeamFamily = defineFamily(nationalTeamContract, {
  label: 'national team',
  table: nationalTeams,
  columns: {
    national_id: nationalTeams.nationalId,
    name: nationalTeams.name,
    category: nationalTeams.category,
    gender: nationalTeams.gender,
    coach: nationalTeams.coach,
    pic: nationalTeams.pic,
  },
  lists: { players: playerList(nationalTeamPlayers) },
  filters: { national_id: nationalTeams.nationalId },
  search: { name: nationalTeams.name },
})

export const nationalSquadFamily = defineFamily(nationalSquadContract, {
  label: 'national squad',
  table: nationalSquads,
  columns: {
    national_id: nationalSquads.nationalId,
    tournament_id: nationalSquads.tournamentId,
    name: nationalSquads.name,
    season: nationalSquads.season,
    pic: nationalSquads.pic,
  },
  lists: { players: playerList(nationalSquadPlayers) },
  filters: { national_id: nationalSquads.nationalId, tournament_id: nationalSquads.tournamentId },
  search: { name: nationalSquads.name },
})
