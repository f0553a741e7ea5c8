import { matchingFold } from '../../../src/rules/name-folding'

// Match files and squad files of openfootball do not always name a country alike ("USA" in the matches,
// "United States" in the squads; "Bosnia & Herzegovina" and "Bosnia and Herzegovina"). Team names are
// compared folded, with "&" read as "and", then through the well-known alternative names below, then by
// FIFA code. A name that still matches nothing is reported; the importer never creates a team for it.

const ALTERNATIVE_NAMES: string[][] = [
  ['united states', 'usa', 'united states of america'],
  ['south korea', 'korea republic', 'republic of korea', 'korea'],
  ['north korea', 'korea dpr'],
  ['iran', 'ir iran'],
  ['ivory coast', 'cote divoire'],
  ['turkey', 'turkiye'],
  ['czech republic', 'czechia'],
  ['cape verde', 'cabo verde', 'cape verde islands'],
  ['dr congo', 'congo dr', 'democratic republic of the congo'],
  ['china', 'china pr'],
  ['netherlands', 'holland'],
]

function canonical(name: string): string {
  const folded = matchingFold(name.replace(/&/g, ' and '))
  const group = ALTERNATIVE_NAMES.find((names) => names.includes(folded))
  return group ? group[0]! : folded
}

export interface NamedTeam {
  name: string
  code: string
}

/** Returns a lookup from any spelling of a team's name (or its FIFA code) to the team, or undefined. */
export function createTeamLookup<T extends NamedTeam>(teams: readonly T[]) {
  const byName = new Map(teams.map((team) => [canonical(team.name), team]))
  const byCode = new Map(teams.map((team) => [team.code.toUpperCase(), team]))
  return (name: string): T | undefined => byName.get(canonical(name)) ?? byCode.get(name.trim().toUpperCase())
}
