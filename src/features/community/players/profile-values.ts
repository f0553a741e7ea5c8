import type { Player } from '../../../api/contract/schemas/players'
import { playerContract } from '../../../api/contract/schemas/players'

// The profile form's values and their way to the wire. The form holds strings (what inputs hold); the body is
// checked by the same zod contract the server uses, so an inline message says what the API would say.

export type ProfileValues = Record<string, string | boolean | string[] | null>

export const numberFields = ['height_cm', 'weight_kg', 'shirt_number', 'market_value'] as const
const textFields = [
  'name',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'preferred_foot',
  'main_position',
  'email',
  'phone',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'contract_expires',
  'market_value_currency',
  'agent',
  'loan_from',
  'loan_until',
] as const

export function valuesOf(player?: Player): ProfileValues {
  const values: ProfileValues = {}
  for (const k of [...textFields, ...numberFields]) {
    const v = player?.[k]
    values[k] = v === null || v === undefined ? '' : String(v)
  }
  values.nationality_id = player?.nationality_id ?? null
  values.current_club_id = player?.current_club_id ?? null
  values.positions = player?.positions ?? []
  // Yes, no or not known; passports as the form writes them, separated by commas.
  values.on_loan = player?.on_loan === true ? 'yes' : player?.on_loan === false ? 'no' : ''
  values.passports = (player?.passports ?? []).join(', ')
  return values
}

/**
 * The body to send. On create, empty fields are left out; on edit they are sent as null (clearing them).
 * A number field that is not a number is kept as the text, so the contract names it.
 */
export function bodyOf(values: ProfileValues, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const empty = mode === 'create' ? undefined : null
  for (const k of textFields) {
    const v = String(values[k] ?? '').trim()
    body[k] = v === '' ? empty : v
  }
  for (const k of numberFields) {
    const v = String(values[k] ?? '').trim()
    body[k] = v === '' ? empty : Number.isFinite(Number(v)) ? Number(v) : v
  }
  body.nationality_id = values.nationality_id ?? empty
  body.current_club_id = values.current_club_id ?? empty
  body.positions = values.positions
  body.on_loan = values.on_loan === 'yes' ? true : values.on_loan === 'no' ? false : empty
  body.passports = String(values.passports ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  // The name is always sent, empty or not, so the contract answers "Name is required" for a blank one.
  body.name = String(values.name ?? '').trim()
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/** Field → first message, from the contract (client side) or a 400's issues (server side). */
export function errorsOf(
  issues: { path: PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(Array.isArray(issue.path) ? issue.path[0] : String(issue.path).split('.')[0])
    errors[key] ??= issue.message
  }
  return errors
}

export function checkProfile(values: ProfileValues, mode: 'create' | 'update') {
  const schema = mode === 'create' ? playerContract.create : playerContract.update
  const parsed = schema.safeParse(bodyOf(values, mode))
  return parsed.success ? {} : errorsOf(parsed.error.issues)
}
