import { z } from 'zod'
import { unwrapField } from '../../api/contract/schemas/schema-reading'
import { fieldWords } from '../../ui/field-words'

// Screens for the football families are derived from the shared zod contracts: one source for what a field is
// (text, date, number, a reference to another family …), so a form can never drift from what the API accepts.

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'email'
  | 'url'
  | 'select'
  | 'ref'
  | 'refs'
  | 'checkbox'

export interface FieldSpec {
  key: string
  label: string
  kind: FieldKind
  required: boolean
  /** For `ref` and `refs`: the family path the uid belongs to. */
  family?: string
  options?: readonly string[]
  min?: number
  max?: number
}

/** Which family a reference field points at, by its wire name. */
export const refFamilies: Record<string, string> = {
  country_id: 'country',
  nationality_id: 'country',
  club_country_id: 'club-country',
  club_id: 'club',
  current_club_id: 'club',
  tournament_id: 'tournament',
  tournamentId: 'tournament',
  league_id: 'league',
  leagueId: 'league',
  national_id: 'national',
  team_id: 'team',
  player_id: 'player',
  players: 'player',
  games: 'game',
  game_id: 'game',
}

// Fields with their own screens (pictures are uploaded, not typed).
const hidden = new Set(['pic'])

const finite = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined

function specOf(key: string, schema: z.ZodType): FieldSpec {
  const { inner, optional } = unwrapField(schema)
  const base = { key, label: fieldWords(key), required: !optional }
  if (inner instanceof z.ZodNumber)
    return { ...base, kind: 'number', min: finite(inner.minValue), max: finite(inner.maxValue) }
  if (inner instanceof z.ZodBoolean) return { ...base, kind: 'checkbox', required: false }
  if (inner instanceof z.ZodEnum) return { ...base, kind: 'select', options: inner.options.map(String) }
  if (inner instanceof z.ZodArray) {
    const element = unwrapField(inner.element as z.ZodType).inner
    if (element instanceof z.ZodEnum) return { ...base, kind: 'select', options: element.options.map(String) }
    return { ...base, kind: 'refs', family: refFamilies[key] ?? key }
  }
  if (inner instanceof z.ZodUUID || inner instanceof z.ZodGUID)
    return { ...base, kind: 'ref', family: refFamilies[key] }
  if (inner instanceof z.ZodISODate) return { ...base, kind: 'date' }
  if (inner instanceof z.ZodEmail) return { ...base, kind: 'email' }
  if (inner instanceof z.ZodURL) return { ...base, kind: 'url' }
  const max = inner instanceof z.ZodString ? (finite(inner.maxLength) ?? undefined) : undefined
  return { ...base, kind: max !== undefined && max > 300 ? 'textarea' : 'text', max }
}

/** The editable fields of a family, in contract order. */
export function fieldsOf(shape: z.ZodRawShape): FieldSpec[] {
  return Object.entries(shape)
    .filter(([key]) => !hidden.has(key))
    .map(([key, schema]) => specOf(key, schema as z.ZodType))
}
