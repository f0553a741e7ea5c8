// A player's recruitment data — body, contract, value, agent, loan, passports — in words, with no validation
// library (the Players screen, the player page and the import screen read these). Each value carries where it
// came from and how old it is; a club's own values are private to it (docs/decisions/0055-recruitment-values.md).

/** The recruitment fields, in the order a player page lists them (wire names: players' columns of the same name). */
export const recruitmentFields = [
  'height_cm',
  'weight_kg',
  'preferred_foot',
  'contract_expires',
  'market_value',
  'agent',
  'on_loan',
  'loan_from',
  'loan_until',
  'passports',
] as const
export type RecruitmentField = (typeof recruitmentFields)[number]

export const recruitmentFieldWords: Record<RecruitmentField, string> = {
  height_cm: 'Height',
  weight_kg: 'Weight',
  preferred_foot: 'Preferred foot',
  contract_expires: 'Contract expires',
  market_value: 'Market value',
  agent: 'Agent',
  on_loan: 'On loan',
  loan_from: 'On loan from',
  loan_until: 'Loan ends',
  passports: 'Passports',
}

/** A market value: an amount in whole units of its currency. */
export interface MoneyValue {
  amount: number
  currency: string
}

/** Where a value came from: the community's record, a file a club imported, or a club member's own entry. */
export type RecruitmentSourceKind = 'community' | 'import' | 'entry'

export interface RecruitmentFact {
  value: string | number | boolean | string[] | MoneyValue
  source: {
    kind: RecruitmentSourceKind
    /** In words: "Community record", "Wyscout export players.xlsx", "Entered by Ana Ruiz". */
    label: string
    /** The club's (or, for a scout in no club, his own): seen by nobody else. */
    ours: boolean
  }
  /** The day the value was true of the player: the file's day, the entry's, the record's last change of it. */
  as_of: string | null
}

/** A player's recruitment values as the caller may see them: his club's over the community's; null when unknown. */
export type Recruitment = Record<RecruitmentField, RecruitmentFact | null>

/** The currencies values are kept in (a value is compared only with values of its own currency). */
export const currencies = ['EUR', 'GBP', 'USD', 'CHF', 'BRL', 'JPY', 'SAR'] as const

/** What a column of an imported sheet may fill: a player's identity (to find him) or one of his values. */
export const importTargets = [
  'name',
  'date_of_birth',
  'nationality',
  'team',
  ...recruitmentFields,
  'market_value_currency',
] as const
export type ImportTarget = (typeof importTargets)[number]

export const importTargetWords: Record<ImportTarget, string> = {
  name: 'Player’s name',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  team: 'Club',
  height_cm: 'Height (cm)',
  weight_kg: 'Weight (kg)',
  preferred_foot: 'Preferred foot',
  contract_expires: 'Contract expires',
  market_value: 'Market value',
  market_value_currency: 'Currency of the value',
  agent: 'Agent',
  on_loan: 'On loan',
  loan_from: 'On loan from',
  loan_until: 'Loan ends',
  passports: 'Passports',
}

/** Limits of one imported file: beyond them it is refused in words. */
export const IMPORT_MAX_ROWS = 50_000
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024

/** The import's state: looked at (preview), written (committed), or undone. */
export type ImportStatus = 'preview' | 'committed' | 'undone'

const currencySigns: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' }

/** An amount as people say it: €12m, €1.25m, €800k, £950. */
export function moneyWords({ amount, currency }: MoneyValue): string {
  const sign = currencySigns[currency]
  const short =
    amount >= 1_000_000
      ? `${Number((amount / 1_000_000).toFixed(2))}m`
      : amount >= 1_000
        ? `${Number((amount / 1_000).toFixed(1))}k`
        : String(amount)
  return sign ? `${sign}${short}` : `${short} ${currency}`
}

/** A day as a reader writes it: 30 Jun 2027. */
export const dayWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** A recruitment value in words, as the player page and the import's preview write it. */
export function recruitmentValueWords(field: RecruitmentField, value: RecruitmentFact['value']): string {
  switch (field) {
    case 'height_cm':
      return `${value} cm`
    case 'weight_kg':
      return `${value} kg`
    case 'preferred_foot':
      return String(value).charAt(0).toUpperCase() + String(value).slice(1)
    case 'contract_expires':
    case 'loan_until':
      return dayWords(String(value))
    case 'market_value':
      return moneyWords(value as MoneyValue)
    case 'on_loan':
      return value ? 'Yes' : 'No'
    case 'passports':
      return (value as string[]).join(', ')
    default:
      return String(value)
  }
}
