import { z } from 'zod'
import { AGE_FILTER_MAX } from '../terms/writing-limits'
import { pageQuery, uid } from './common'
import { familyContract, searchQuery, type WireOf } from './football-common'
import { foot, type PlayerNamedField, playerInputShape, playerRecordShape, position } from './player-fields'

// The player's own API (docs/spec.md#player-calls): profile, list with filters, search, positions and a
// team's players. The fields themselves are declared once in player-fields.ts; attributes, media and statistics
// have their own contract files (players-*.ts).

/** Profile fields (wire names). `pic` is set by POST profile_pic/{id}; here it can only be cleared. */
export const playerContract = familyContract(z.object(playerInputShape))

const playerRecord = z.object(playerRecordShape)

/**
 * The profile as the API returns it: the fields (those recorded by their own call, the consent, included) plus
 * names of what it points at and the derived age.
 */
export type Player = WireOf<typeof playerRecord> & { [K in PlayerNamedField]: string | null } & {
  age: number | null
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
