import { z } from 'zod'
import { detailAttributes } from '../terms/attribute-names'
import {
  CUSTOM_ATTRIBUTE_NAME_MAX,
  CUSTOM_ATTRIBUTE_VALUE_MAX,
  DETAIL_RATING_MAX,
  RATING_MAX,
  RATING_MIN,
} from '../terms/writing-limits'
import { version } from './football-common'

// Scouting attributes (GET/PUT attributes/{id}) and custom attributes (PUT/DELETE custom-attributes/{id}).
//
// Two scales, on purpose:
// - the six headline ratings (pace, shooting, passing, dribbling, defending, physical) use 1–100, the scale of
//   the player cards every scout and fan reads;
// - the detail attributes use 1–20, the scale of professional scouting reports and Football Manager, where a
//   step means a noticeable difference and 15+ is top level.

export const attributePaths = {
  attributes: (id: string) => `/api/community/attributes/${id}`,
  customAttributes: (id: string) => `/api/community/custom-attributes/${id}`,
} as const

const rating100 = z
  .number({ message: 'A rating is a whole number from 1 to 100' })
  .int({ message: 'A rating is a whole number from 1 to 100' })
  .min(RATING_MIN, { message: `A rating is at least ${RATING_MIN}` })
  .max(RATING_MAX, { message: `A rating is at most ${RATING_MAX}` })
  .nullable()
  .optional()

const rating20 = z
  .number({ message: 'A detail rating is a whole number from 1 to 20' })
  .int({ message: 'A detail rating is a whole number from 1 to 20' })
  .min(RATING_MIN, { message: `A detail rating is at least ${RATING_MIN}` })
  .max(DETAIL_RATING_MAX, { message: `A detail rating is at most ${DETAIL_RATING_MAX}` })

/** A detail group: only the known attribute names, each 1–20 (unknown names are refused, not dropped). */
const group = (names: readonly string[]) =>
  z.strictObject(
    Object.fromEntries(names.map((n) => [n, rating20.optional()])) as Record<
      string,
      z.ZodOptional<typeof rating20>
    >,
    {
      message: `Known attributes: ${names.join(', ')}`,
    },
  )

export const attributesBody = z.object({
  pace: rating100,
  shooting: rating100,
  passing: rating100,
  dribbling: rating100,
  defending: rating100,
  physical: rating100,
  technical: group(detailAttributes.technical).optional(),
  mental: group(detailAttributes.mental).optional(),
  physical_detail: group(detailAttributes.physical).optional(),
  /** The version of the attributes the edit was based on (0 when there were none yet). */
  version: version.or(z.literal(0)).optional(),
})
export type AttributesBody = z.infer<typeof attributesBody>

export interface CustomAttribute {
  uid: string
  attribute_name: string
  value: string | null
}

export interface PlayerAttributes {
  player_id: string
  /** 0 until the first PUT. */
  version: number
  pace: number | null
  shooting: number | null
  passing: number | null
  dribbling: number | null
  defending: number | null
  physical: number | null
  technical: Record<string, number>
  mental: Record<string, number>
  physical_detail: Record<string, number>
  custom_attributes: CustomAttribute[]
  updated_at: string | null
}

const attributeName = z
  .string({ message: 'attribute_name is required' })
  .trim()
  .min(1, { message: 'attribute_name is required' })
  .max(CUSTOM_ATTRIBUTE_NAME_MAX)

/** PUT custom-attributes/{id}: sets (creates or replaces) one named value on player {id}. */
export const customAttributeBody = z.object({
  attribute_name: attributeName,
  value: z.string().trim().max(CUSTOM_ATTRIBUTE_VALUE_MAX).nullable().optional(),
})
export type CustomAttributeBody = z.infer<typeof customAttributeBody>

/** DELETE custom-attributes/{id}?attribute_name=…: removes one named value from player {id}. */
export const customAttributeDeleteQuery = z.object({ attribute_name: attributeName })
