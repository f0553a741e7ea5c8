import type { z } from 'zod'

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

export function humanize(key: string): string {
  const words = key
    .replace(/Id$|_id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  const text = words === 'fifa code' ? 'FIFA code' : words
  return text.charAt(0).toUpperCase() + text.slice(1)
}

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  format?: string
  entries?: Record<string, string>
}
const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Def; bag: Record<string, unknown> } })._zod

/** Strips optional/nullable/default/transform wrappers; says whether the field may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let current = schema
  let optional = false
  for (;;) {
    const def = defOf(current).def
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
      optional = true
      current = def.innerType!
    } else if (def.type === 'pipe') current = def.in!
    else return { inner: current, optional }
  }
}

function specOf(key: string, schema: z.ZodType): FieldSpec {
  const { inner, optional } = unwrap(schema)
  const { def, bag } = defOf(inner)
  const base = { key, label: humanize(key), required: !optional }
  if (def.type === 'number')
    return { ...base, kind: 'number', min: bag.minimum as number, max: bag.maximum as number }
  if (def.type === 'boolean') return { ...base, kind: 'checkbox', required: false }
  if (def.type === 'enum') return { ...base, kind: 'select', options: Object.values(def.entries ?? {}) }
  if (def.type === 'array') {
    const element = defOf(unwrap(def.element!).inner).def
    if (element.type === 'enum')
      return { ...base, kind: 'select', options: Object.values(element.entries ?? {}) }
    return { ...base, kind: 'refs', family: refFamilies[key] ?? key }
  }
  if (def.format === 'uuid' || def.format === 'guid')
    return { ...base, kind: 'ref', family: refFamilies[key] }
  if (def.format === 'date') return { ...base, kind: 'date' }
  if (def.format === 'email') return { ...base, kind: 'email' }
  if (def.format === 'url') return { ...base, kind: 'url' }
  const long = typeof bag.maximum === 'number' && bag.maximum > 300
  return { ...base, kind: long ? 'textarea' : 'text', max: bag.maximum as number | undefined }
}

/** The editable fields of a family, in contract order. */
export function fieldsOf(shape: z.ZodRawShape): FieldSpec[] {
  return Object.entries(shape)
    .filter(([key]) => !hidden.has(key))
    .map(([key, schema]) => specOf(key, schema as z.ZodType))
}
