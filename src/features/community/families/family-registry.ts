import type { z } from 'zod'
import {
  leagueContract,
  nationalContract,
  nationalSquadContract,
  nationalStaffContract,
  nationalTeamContract,
  teamContract,
  teamLeagueContract,
  tournamentContract,
} from '../../../api/contract/football-competitions'
import {
  categoryContract,
  gameDayContract,
  nationalMatchDayContract,
  tagContract,
  weekDayContract,
} from '../../../api/contract/football-days'
import { type FootballFamily, footballFamilies } from '../../../api/contract/football-paths'
import {
  clubContract,
  clubCountryContract,
  clubMemberContract,
  clubPlayerContract,
  countryContract,
} from '../../../api/contract/football-places'
import { type FieldSpec, fieldsOf } from './field-model'

// The families the generic screens edit, grouped as a data-entry person thinks of them. Games have their own
// sheet editor and players their own editor; both are linked from here.

interface Contract {
  fields: z.ZodObject
  create: z.ZodType
  update: z.ZodType
}

export interface FamilyScreen extends FootballFamily {
  /** URL segment under /community/data (the path with "/" → "-"). */
  slug: string
  group: 'Places and clubs' | 'Competitions' | 'National sides' | 'Calendar' | 'Labels'
  contract: Contract
  fields: FieldSpec[]
  /** The column shown as the record's title in lists. */
  titleKey: string
}

const screen = (
  family: FootballFamily,
  group: FamilyScreen['group'],
  contract: Contract,
  titleKey = 'name',
): FamilyScreen => ({
  ...family,
  slug: family.path.replace('/', '-'),
  group,
  contract,
  fields: fieldsOf(contract.fields.shape),
  titleKey,
})

const f = footballFamilies
export const familyScreens: FamilyScreen[] = [
  screen(f.country, 'Places and clubs', countryContract),
  screen(f.clubCountry, 'Places and clubs', clubCountryContract),
  screen(f.club, 'Places and clubs', clubContract),
  screen(f.clubPlayer, 'Places and clubs', clubPlayerContract, 'player_name'),
  screen(f.clubMember, 'Places and clubs', clubMemberContract),
  screen(f.tournament, 'Competitions', tournamentContract),
  screen(f.league, 'Competitions', leagueContract),
  screen(f.team, 'Competitions', teamContract),
  screen(f.teamLeague, 'Competitions', teamLeagueContract, 'team_name'),
  screen(f.national, 'National sides', nationalContract),
  screen(f.nationalStaff, 'National sides', nationalStaffContract),
  screen(f.nationalTeam, 'National sides', nationalTeamContract),
  screen(f.nationalSquad, 'National sides', nationalSquadContract),
  screen(f.gameDay, 'Calendar', gameDayContract),
  screen(f.nationalMatchDay, 'Calendar', nationalMatchDayContract),
  screen(f.weekDay, 'Calendar', weekDayContract),
  screen(f.tags, 'Labels', tagContract),
  screen(f.categories, 'Labels', categoryContract),
]

export const familyBySlug = (slug: string) => familyScreens.find((s) => s.slug === slug)
export const familyByPath = (path: string) => familyScreens.find((s) => s.path === path)

/** Families whose list can be filtered by a record of `path` (a club's teams, members, players …). */
export function childrenOf(path: string): { family: FamilyScreen; filterKey: string }[] {
  return familyScreens.flatMap((family) =>
    Object.entries(family.filters)
      .filter(([, parent]) => parent === path)
      .map(([filterKey]) => ({ family, filterKey })),
  )
}

/** Where a record of any family (including players and games, which have their own screens) is shown. */
export function recordHref(path: string, uid: string): string {
  if (path === 'player') return `~/community/players/${uid}`
  if (['game', 'national_game', 'league_game', 'team_game', 'more-matches'].includes(path))
    return `~/community/games/${uid}`
  return `~/community/data/${path.replace('/', '-')}/${uid}`
}
