import { z } from 'zod'
import { pageQuery, uid } from './common'
import {
  dateField,
  familyContract,
  gender,
  name,
  pic,
  ref,
  searchQuery,
  smallInt,
  text,
  type WireOf,
} from './football-common'
import { feet, positionCodes } from './player-terms'
import { AGE_FILTER_MAX } from './writing-limits'

// The player's own API (spec §7 Community → Player): profile, list with filters, search, positions and a
// team's players. Attributes, media and statistics have their own contract files (players-*.ts).

export const position = z.enum(positionCodes, { message: `A position is one of ${positionCodes.join(', ')}` })

export const foot = z.enum(feet, { message: 'Preferred foot is left, right or both' })

const email = z.email({ message: 'Enter a valid email address' }).nullable().optional()

/** Profile fields (wire names). `pic` is set by POST profile_pic/{id}; here it can only be cleared. */
export const playerContract = familyContract(
  z.object({
    name,
    first_name: text(80),
    last_name: text(80),
    date_of_birth: dateField.refine((d) => !d || d <= new Date().toISOString().slice(0, 10), {
      message: 'The date of birth cannot be in the future',
    }),
    gender,
    nationality_id: ref,
    height_cm: smallInt(50, 250),
    weight_kg: smallInt(20, 200),
    preferred_foot: foot.nullable().optional(),
    main_position: position.nullable().optional(),
    /** Other positions the player can play, besides `main_position`. */
    positions: z.array(position).max(15).optional(),
    current_club_id: ref,
    shirt_number: smallInt(0, 99),
    pic,
    email,
    phone: text(40),
    /** For minors: the guardian to contact and whether consent to keep the profile was given. */
    guardian_name: text(120),
    guardian_email: email,
    guardian_phone: text(40),
    consent_given: z.boolean().optional(),
  }),
)

/** The profile as the API returns it: the fields plus names of what it points at and the derived age. */
export type Player = WireOf<typeof playerContract.fields> & {
  nationality: string | null
  current_club: string | null
  age: number | null
  thumb: string | null
}

const yesNo = z.coerce.number().int().min(0).max(AGE_FILTER_MAX)

/**
 * GET player: a page of players. `uid` narrows to one player, `filter` (or `q`) matches the name by prefix
 * and fuzzily; the others filter by position (main or other), nationality, club, age in whole years, gender
 * and preferred foot.
 */
export const playerListQuery = pageQuery
  .extend({
    uid: uid.optional(),
    filter: z.string().trim().max(200).optional(),
    position: position.optional(),
    nationality_id: uid.optional(),
    club_id: uid.optional(),
    age_min: yesNo.optional(),
    age_max: yesNo.optional(),
    gender: z.enum(['male', 'female'], { message: 'Gender is male or female' }).optional(),
    foot: foot.optional(),
  })
  .refine((q) => q.age_min === undefined || q.age_max === undefined || q.age_min <= q.age_max, {
    path: ['age_max'],
    message: 'age_max must not be below age_min',
  })
export type PlayerListQuery = z.infer<typeof playerListQuery>

export const playerSearchQuery = searchQuery
export const teamPlayersBody = z.object({ team_id: uid })
export type TeamPlayersBody = z.infer<typeof teamPlayersBody>

/** DELETE profile/{id}?version=n (or If-Match): the version the deletion was based on. */
export const versionQuery = z.object({ version: z.coerce.number().int().min(1).optional() })
