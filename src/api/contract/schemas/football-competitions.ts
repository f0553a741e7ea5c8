import { z } from 'zod'
import { uid } from './common'
import {
  dateField,
  familyContract,
  gender,
  name,
  pic,
  ref,
  season,
  smallInt,
  text,
  uidList,
  type WireOf,
} from './football-common'

// Tournaments, leagues, national sides and the teams that play in them (community area,
// docs/spec.md#teams-and-competitions).

export const tournamentContract = familyContract(
  z.object({
    name,
    country_id: ref,
    season,
    start_date: dateField,
    end_date: dateField,
    organiser: text(),
    pic,
  }),
  ['country_id'],
  (v, ctx) => {
    if (typeof v.start_date === 'string' && typeof v.end_date === 'string' && v.end_date < v.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'A tournament cannot end before it starts',
      })
  },
)
export type Tournament = WireOf<typeof tournamentContract.fields>

export const leagueContract = familyContract(
  z.object({ name, country_id: ref, season, level: smallInt(1, 20), pic }),
  ['country_id'],
)
export type League = WireOf<typeof leagueContract.fields>

/** A national side, e.g. "Brazil". */
export const nationalContract = familyContract(
  z.object({
    name,
    country_id: uid,
    fifa_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, { message: 'A FIFA code is 3 letters, e.g. BRA' })
      .transform((c) => c.toUpperCase())
      .nullable()
      .optional(),
    confederation: text(20),
    pic,
  }),
  ['country_id'],
)
export type National = WireOf<typeof nationalContract.fields>

export const nationalStaffContract = familyContract(
  z.object({
    national_id: uid,
    name,
    role: text(60),
    email: z.email({ message: 'Enter a valid email address' }).nullable().optional(),
    phone: text(40),
    pic,
  }),
  ['national_id'],
)
export type NationalStaff = WireOf<typeof nationalStaffContract.fields>

/** One team of a national side by category (senior, U-20 …) with its players. */
export const nationalTeamContract = familyContract(
  z.object({
    national_id: uid,
    name,
    category: text(40),
    gender,
    coach: text(),
    pic,
    players: uidList('players').optional(),
  }),
  ['national_id', 'player_id'],
)
export type NationalTeam = WireOf<typeof nationalTeamContract.fields>

export const nationalSquadContract = familyContract(
  z.object({
    national_id: uid,
    tournament_id: ref,
    name,
    season,
    pic,
    players: uidList('players').optional(),
  }),
  ['national_id', 'tournament_id', 'player_id'],
)
export type NationalSquad = WireOf<typeof nationalSquadContract.fields>

const competitionKeys = ['tournamentId', 'national_id', 'leagueId'] as const
/**
 * A team plays in exactly one of a tournament, a national side or a league (docs/spec.md#teams-and-competitions spells
 * the keys).
 */
export const teamContract = familyContract(
  z.object({
    name,
    club_id: ref,
    tournamentId: ref,
    national_id: ref,
    leagueId: ref,
    season,
    category: text(40),
    gender,
    pic,
    players: uidList('players').optional(),
  }),
  ['club_id', 'tournamentId', 'national_id', 'leagueId', 'player_id'],
  (v, ctx, mode) => {
    const given = competitionKeys.filter((k) => typeof v[k] === 'string')
    if (mode === 'create' ? given.length !== 1 : given.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['tournamentId'],
        message: 'Choose what the team plays in: one league, tournament or national side',
      })
  },
)
export type Team = WireOf<typeof teamContract.fields>

/** A team's registration in a league season. */
export const teamLeagueContract = familyContract(
  z.object({ team_id: uid, league_id: uid, season, group_name: text(40) }),
  ['team_id', 'league_id'],
)
export type TeamLeague = WireOf<typeof teamLeagueContract.fields> & { team_name: string | null }
