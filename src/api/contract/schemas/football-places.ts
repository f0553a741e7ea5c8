import { z } from 'zod'
import { uid } from './common'
import {
  dateField,
  familyContract,
  name,
  pic,
  ref,
  season,
  smallInt,
  text,
  type WireOf,
} from './football-common'

// Countries, club countries, clubs, their members and their players (community area,
// docs/spec.md#teams-and-competitions).

export const countryContract = familyContract(
  z.object({
    name,
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, { message: 'A country code is 2 or 3 letters, e.g. BR or BRA' })
      .transform((c) => c.toUpperCase())
      .nullable()
      .optional(),
    continent: text(40),
    pic,
  }),
)
export type Country = WireOf<typeof countryContract.fields>

export const clubCountryContract = familyContract(z.object({ name, country_id: ref, pic }), ['country_id'])
export type ClubCountry = WireOf<typeof clubCountryContract.fields>

export const clubContract = familyContract(
  z.object({
    name,
    short_name: text(40),
    country_id: ref,
    club_country_id: ref,
    city: text(),
    venue: text(),
    founded_year: smallInt(1800, 2100),
    website: z
      .url({ protocol: /^https?$/, message: 'Use a web address like https://club.example' })
      .nullable()
      .optional(),
    pic,
  }),
  ['country_id', 'club_country_id'],
)
export type Club = WireOf<typeof clubContract.fields>

export const clubMemberContract = familyContract(
  z.object({
    club_id: uid,
    name,
    role: text(60),
    email: z.email({ message: 'Enter a valid email address' }).nullable().optional(),
    phone: text(40),
    pic,
  }),
  ['club_id'],
)
export type ClubMember = WireOf<typeof clubMemberContract.fields>

/** `club/player`: a player's membership of a club for a season. */
export const clubPlayerContract = familyContract(
  z.object({
    club_id: uid,
    player_id: uid,
    season,
    shirt_number: smallInt(0, 99),
    joined_on: dateField,
    left_on: dateField,
  }),
  ['club_id', 'player_id'],
  (v, ctx) => {
    if (typeof v.joined_on === 'string' && typeof v.left_on === 'string' && v.left_on < v.joined_on)
      ctx.addIssue({ code: 'custom', path: ['left_on'], message: 'A player cannot leave before joining' })
  },
)
export type ClubPlayer = WireOf<typeof clubPlayerContract.fields> & { player_name: string | null }
