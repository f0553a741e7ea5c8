import familyFields from 'virtual:family-fields'
import type { ContractedFamilyKey } from '../../api/contract/schemas/football-families'
import { type FootballFamily, footballFamilies } from '../../api/contract/terms/football-paths'
import type { FieldSpec } from './field-model'
import type { FoldedRef } from './folded-ref'

// The families the generic screens edit, grouped the way football people think — competitions, national teams,
// clubs, places — each concept in one place with its wire families underneath (the first of each group is the
// concept itself). Games have their own sheet editor and players their own editor; both are linked from here.

export interface FamilyScreen extends FootballFamily {
  /** URL segment under /community/data (the path with "/" → "-"). */
  slug: string
  group: FamilyGroup
  /** Its key in footballFamilyContracts, where a form finds the contract that checks a record. */
  key: ContractedFamilyKey
  /** Its fields, derived from the contract at build time (config/family-fields.ts). */
  fields: FieldSpec[]
  /** The column shown as the record's title in lists. */
  titleKey: string
  /** References of which a record holds exactly one, asked as one choice (what a team plays in). */
  oneOf?: OneOfGroup
  /** A reference the list shows inside another's column, only when the two differ (folded-ref.tsx). */
  folded?: FoldedRef
}

/** The index's groups, in football words (families-index.tsx shows them): what a member looks for, never a table. */
export type FamilyGroup =
  | 'Competitions'
  | 'Clubs and teams'
  | 'National sides'
  | 'People'
  | 'Countries and labels'

export interface OneOfGroup {
  legend: string
  /** Wire key, the kind as a member says it, and whether a record of it can be created from the form. */
  choices: { key: string; label: string; creatable?: boolean }[]
}

/** A team plays in a league, a tournament or a national side (exactly one: the server's rule too). */
const playsIn: OneOfGroup = {
  legend: 'Plays in',
  choices: [
    { key: 'leagueId', label: 'League', creatable: true },
    { key: 'tournamentId', label: 'Tournament', creatable: true },
    { key: 'national_id', label: 'National side' },
  ],
}

const screen = (key: ContractedFamilyKey, group: FamilyScreen['group'], titleKey = 'name'): FamilyScreen => {
  const family = footballFamilies[key]
  const fields = familyFields[key]
  // Every contracted family has its models (config/family-fields.ts builds them from the same table): a family
  // without them would show records with no fields, so its absence stops the app instead.
  if (!fields) throw new Error(`No field models for the family "${key}" (config/family-fields.ts)`)
  return {
    ...family,
    key,
    slug: family.path.replace('/', '-'),
    group,
    fields,
    titleKey,
  }
}

export const familyScreens: FamilyScreen[] = [
  screen('tournament', 'Competitions'),
  screen('league', 'Competitions'),
  screen('teamLeague', 'Competitions', 'team_name'),
  screen('gameDay', 'Competitions'),
  screen('weekDay', 'Competitions'),
  screen('national', 'National sides'),
  screen('nationalTeam', 'National sides'),
  screen('nationalSquad', 'National sides'),
  screen('nationalStaff', 'National sides'),
  screen('nationalMatchDay', 'National sides'),
  // Where a club is, and (only when it differs) the association it plays under: one "Country" column.
  {
    ...screen('club', 'Clubs and teams'),
    folded: { key: 'club_country_id', into: 'country_id', note: 'plays in' },
  },
  { ...screen('team', 'Clubs and teams'), oneOf: playsIn },
  screen('clubPlayer', 'Clubs and teams', 'player_name'),
  screen('clubMember', 'Clubs and teams'),
  screen('clubCountry', 'Clubs and teams'),
  screen('country', 'Countries and labels'),
  screen('tags', 'Countries and labels'),
  screen('categories', 'Countries and labels'),
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

/** What a scout browses (spec: tournaments, leagues, national sides and squads, countries, clubs, teams). */
export const browsedFamilies = familyScreens.filter((f) =>
  ['country', 'club', 'tournament', 'league', 'team', 'national', 'national/team', 'national/squad'].includes(
    f.path,
  ),
)
