import { type ImportTarget, importTargets } from '../../../src/api/contract/terms/recruitment'
import { matchingFold } from '../../../src/rules/name-folding'

// Which of a player's fields each column of a club's sheet fills, guessed from its header: Wyscout's player export
// is recognised by its own column names ("Player", "Team", "Market value", "Contract expires", "Foot", "Passport
// country"), other sheets by the usual English names. The user confirms or corrects the guess before anything is
// written; a column guessed for nothing is left out.

const aliases: Record<ImportTarget, string[]> = {
  name: ['player', 'name', 'player name', 'full name', 'playername'],
  date_of_birth: ['date of birth', 'birth date', 'birthdate', 'birthday', 'dob', 'born'],
  nationality: ['nationality', 'birth country', 'country', 'citizenship', 'nation'],
  team: ['team', 'club', 'current club', 'current team'],
  height_cm: ['height', 'height cm', 'height (cm)'],
  weight_kg: ['weight', 'weight kg', 'weight (kg)'],
  preferred_foot: ['foot', 'preferred foot', 'strong foot'],
  contract_expires: ['contract expires', 'contract until', 'contract end', 'contract expiry', 'contract'],
  market_value: ['market value', 'value', 'transfer value', 'market value (eur)', 'market value eur'],
  market_value_currency: ['currency', 'value currency'],
  agent: ['agent', 'agency', 'player agent'],
  on_loan: ['on loan', 'loan', 'loaned'],
  loan_from: ['on loan from', 'loan from', 'parent club', 'loaned from'],
  loan_until: ['loan until', 'loan ends', 'loan end', 'loan expires'],
  passports: ['passport country', 'passports', 'passport', 'second nationality', 'citizenships'],
}

const byAlias = new Map(
  importTargets.flatMap((target) => aliases[target].map((alias) => [alias, target] as const)),
)

/** Headers Wyscout's player export always has: a file with them is read as one. */
const wyscoutHeaders = ['player', 'team', 'market value', 'contract expires']

const key = (header: string) => matchingFold(header).replace(/\s+/g, ' ').trim()

export const isWyscoutExport = (headers: string[]) => {
  const keys = new Set(headers.map(key))
  return wyscoutHeaders.every((h) => keys.has(h))
}

/** Each header's guessed field ('' for none); a field is given to its first column only. */
export function guessMapping(headers: string[]): Record<string, ImportTarget | ''> {
  const taken = new Set<ImportTarget>()
  const mapping: Record<string, ImportTarget | ''> = {}
  for (const header of headers) {
    const target = byAlias.get(key(header))
    mapping[header] = target && !taken.has(target) ? target : ''
    if (target) taken.add(target)
  }
  return mapping
}
