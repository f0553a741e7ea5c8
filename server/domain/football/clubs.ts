import { sql } from 'drizzle-orm'
import {
  clubContract,
  clubMemberContract,
  clubPlayerContract,
} from '../../../src/api/contract/schemas/football-places'
import { clubMembers, clubPlayers, clubs, players, teams } from '../../db/schema/football'
import { seenByScouts } from '../privacy/minors'
import { defineFamily } from './define-family'
import type { FamilyDef } from './family-read'

// Clubs, their staff (club-member) and their players by season (club/player). Members and memberships are
// part of the club and go with it; players and teams pointing at a club block its deletion.

export const clubFamily = defineFamily(clubContract, {
  label: 'club',
  table: clubs,
  columns: {
    name: clubs.name,
    short_name: clubs.shortName,
    country_id: clubs.countryId,
    club_country_id: clubs.clubCountryId,
    city: clubs.city,
    venue: clubs.venue,
    founded_year: clubs.foundedYear,
    website: clubs.website,
    pic: clubs.pic,
  },
  filters: { country_id: clubs.countryId, club_country_id: clubs.clubCountryId },
  search: { name: clubs.name },
  referencedBy: [
    { column: players.currentClubId, label: 'players (current club)' },
    { column: teams.clubId, label: 'teams' },
  ],
})

export const clubMemberFamily = defineFamily(clubMemberContract, {
  label: 'club member',
  table: clubMembers,
  columns: {
    club_id: clubMembers.clubId,
    name: clubMembers.name,
    role: clubMembers.role,
    email: clubMembers.email,
    phone: clubMembers.phone,
    pic: clubMembers.pic,
  },
  filters: { club_id: clubMembers.clubId },
  search: { name: clubMembers.name },
})

export const clubPlayerFamily = defineFamily(clubPlayerContract, {
  label: 'club player',
  table: clubPlayers,
  columns: {
    club_id: clubPlayers.clubId,
    player_id: clubPlayers.playerId,
    season: clubPlayers.season,
    shirt_number: clubPlayers.shirtNumber,
    joined_on: clubPlayers.joinedOn,
    left_on: clubPlayers.leftOn,
  },
  computed: {
    // Aliased: drizzle leaves select-list columns unqualified, which would bind inside the subquery.
    player_name: sql<string>`(select p.name from players p where p.uid = "club_players"."player_id")`,
  },
  filters: { club_id: clubPlayers.clubId, player_id: clubPlayers.playerId },
  search: { via: clubPlayers.playerId, uid: players.uid, name: players.name, from: players },
  constraints: {
    club_players_unique: {
      path: 'player_id',
      message: 'This player is already in this club for that season',
    },
  },
})

/**
 * Club memberships as a scout reads them: those of a minor hidden from scouts (privacy/minors.ts) are not there —
 * his name on them would say who he is and where he plays.
 */
export const clubPlayerFamilyForScouts: FamilyDef = {
  ...clubPlayerFamily,
  only: seenByScouts(
    clubPlayers.playerId,
    sql`(select p.date_of_birth from players p where p.uid = "club_players"."player_id")`,
  ),
}
