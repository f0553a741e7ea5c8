import { z } from 'zod'
import { feet, positionCodes } from '../terms/players'
import { currencies } from '../terms/recruitment'
import { dateField, gender, name, pic, ref, smallInt, text } from './football-common'

// THE player's wire shape: each field a player record carries, declared once, with who may read it and where its
// value comes from. Everything else is derived from this table — the write contract (players.ts), the fields a
// scout never receives, the family engine's columns (server/db/reads/player-shape.ts) and the SQL function
// that keeps each player's list JSON (server/db/functions/player-list-json.ts). Adding a field: CONTRIBUTING.md.
//
// Wire order is the table's order within each group: the record's own meta fields, then the `public` columns,
// then the `contact` columns, then the `named` fields, then those worked out when read. A list's JSON and a record
// read alone are equal key for key because both follow it.

export const position = z.enum(positionCodes, { message: `A position is one of ${positionCodes.join(', ')}` })
export const foot = z.enum(feet, { message: 'Preferred foot is left, right or both' })
const email = z.email({ message: 'Enter a valid email address' }).nullable().optional()

/**
 * Who reads a field: `public` — everyone who reads players (scouts included); `contact` — only the community
 * that keeps the record (a scout never receives it).
 */
export type PlayerFieldAudience = 'public' | 'contact'

/**
 * Where a field's value comes from: `column` — the players column of the same name, written through `input`;
 * `named` — the name of what a column points at (read-only); `read-time` — worked out when read (the age).
 */
export type PlayerFieldSource = 'column' | 'named' | 'read-time'

interface PlayerField {
  audience: PlayerFieldAudience
  source: PlayerFieldSource
  /** How a write spells and checks it; only `column` fields are written. */
  input?: z.ZodType
  /**
   * Written only by its own call, never by the record's write (a guardian's consent: PUT player/{uid}/consent,
   * which also keeps who recorded it and when).
   */
  recorded?: true
}

const column = <A extends PlayerFieldAudience, I extends z.ZodType>(audience: A, input: I) => ({
  audience,
  source: 'column' as const,
  input,
})
/** A column field the record's write leaves alone: its own call writes it (`recorded`). */
const recorded = <I extends z.ZodType>(input: I) => ({
  audience: 'contact' as const,
  source: 'column' as const,
  input,
  recorded: true as const,
})

export const playerFields = {
  name: column('public', name),
  first_name: column('public', text(80)),
  last_name: column('public', text(80)),
  date_of_birth: column(
    'public',
    dateField.refine((d) => !d || d <= new Date().toISOString().slice(0, 10), {
      message: 'The date of birth cannot be in the future',
    }),
  ),
  gender: column('public', gender),
  nationality_id: column('public', ref),
  height_cm: column('public', smallInt(50, 250)),
  weight_kg: column('public', smallInt(20, 200)),
  preferred_foot: column('public', foot.nullable().optional()),
  main_position: column('public', position.nullable().optional()),
  /** Other positions the player can play, besides `main_position`. */
  positions: column('public', z.array(position).max(15).optional()),
  current_club_id: column('public', ref),
  shirt_number: column('public', smallInt(0, 99)),
  /** Set by POST profile_pic/{id}; a write can only clear it. */
  pic: column('public', pic),
  // The recruitment values the community keeps (a club's own are kept apart, private to it: terms/recruitment.ts).
  contract_expires: column('public', dateField),
  /** Whole units of `market_value_currency`. */
  market_value: column('public', z.number().int().min(0).max(2_000_000_000).nullable().optional()),
  market_value_currency: column(
    'public',
    z
      .enum(currencies, { message: `A currency is one of ${currencies.join(', ')}` })
      .nullable()
      .optional(),
  ),
  agent: column('public', text(120)),
  on_loan: column('public', z.boolean().nullable().optional()),
  loan_from: column('public', text(120)),
  loan_until: column('public', dateField),
  /** Countries whose passport he holds, by name ("Spain"), besides or including his nationality. */
  passports: column('public', z.array(z.string().trim().min(1).max(60)).max(4).optional()),
  email: column('contact', email),
  phone: column('contact', text(40)),
  /** For minors: the guardian to contact (the consent's call also writes the name of the one who consented). */
  guardian_name: column('contact', text(120)),
  guardian_email: column('contact', email),
  guardian_phone: column('contact', text(40)),
  /**
   * A guardian's consent to the profile being kept and shown to scouts (a minor without it is hidden from every
   * scout: docs/decisions/0054-minors-consent-gate.md), and to his photo being shown. Recorded and withdrawn by
   * its own call (player-consent.ts), with who recorded it (an account's uid) and when.
   */
  consent_given: recorded(z.boolean().optional()),
  consent_photos: recorded(z.boolean().optional()),
  consent_relationship: recorded(text(60)),
  consent_given_on: recorded(dateField),
  consent_method: recorded(text(40)),
  consent_recorded_by: recorded(ref),
  consent_at: recorded(z.string().nullable().optional()),
  nationality: { audience: 'public' as const, source: 'named' as const },
  current_club: { audience: 'public' as const, source: 'named' as const },
  /** The picture's thumbnail. */
  thumb: { audience: 'public' as const, source: 'named' as const },
  age: { audience: 'public' as const, source: 'read-time' as const },
} satisfies Record<string, PlayerField>

type Fields = typeof playerFields
export type PlayerFieldName = keyof Fields
type Where<A, S> = {
  [K in PlayerFieldName]: Fields[K] extends { audience: A; source: S } ? K : never
}[PlayerFieldName]

export type PlayerColumnField = Where<PlayerFieldAudience, 'column'>
/** The column fields the record's write sends (those `recorded` by their own call left out). */
export type PlayerWrittenField = Exclude<
  PlayerColumnField,
  { [K in PlayerFieldName]: Fields[K] extends { recorded: true } ? K : never }[PlayerFieldName]
>
export type PlayerContactField = Where<'contact', PlayerFieldSource>
export type PlayerNamedField = Where<PlayerFieldAudience, 'named'>

const names = Object.keys(playerFields) as PlayerFieldName[]
const pick = <K extends PlayerFieldName>(test: (field: PlayerField) => boolean) =>
  names.filter((key) => test(playerFields[key])) as K[]

/** In wire order: the public columns, then the contact columns. */
export const playerColumnFields = [
  ...pick<PlayerColumnField>((f) => f.source === 'column' && f.audience === 'public'),
  ...pick<PlayerColumnField>((f) => f.source === 'column' && f.audience === 'contact'),
]
/** The fields a scout never receives (contact details, kept by the community). */
export const privatePlayerFields = pick<PlayerContactField>((f) => f.audience === 'contact')
/** Names of what the record points at, after the columns. */
export const playerNamedFields = pick<PlayerNamedField>((f) => f.source === 'named')

/** Every column field's wire type, in wire order: the record as it is read. */
export const playerRecordShape = Object.fromEntries(
  playerColumnFields.map((key) => [key, (playerFields[key] as PlayerField).input]),
) as { [K in PlayerColumnField]: Fields[K]['input'] }

/** The write contract's fields, in wire order: a field `recorded` by its own call is not among them. */
export const playerInputShape = Object.fromEntries(
  playerColumnFields
    .filter((key) => !(playerFields[key] as PlayerField).recorded)
    .map((key) => [key, (playerFields[key] as PlayerField).input]),
) as { [K in PlayerWrittenField]: Fields[K]['input'] }
