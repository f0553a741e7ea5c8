import { z } from 'zod'
import { detailAttributes, headlineAttributes } from './attribute-names'
import { uid } from './common'
import { feet, genders, positionCodes } from './player-terms'

// POST /api/scout/filter: the structured player search (issue "Scout area"). Every key is optional; unknown
// keys and impossible ranges are refused with 400 naming the field, so a scout's saved search never silently
// means something else.

/** A headline rating (`pace`, 1–100) or a detail rating by group (`physical.pace`, `technical.finishing`, 1–20). */
export const filterAttributeNames = [
  ...headlineAttributes,
  ...Object.entries(detailAttributes).flatMap(([group, names]) => names.map((name) => `${group}.${name}`)),
] as readonly string[]

const count = (what: string) =>
  z
    .number({ message: `${what} is a number` })
    .int()
    .min(0)
    .max(100_000)
    .optional()
const between = (what: string, min: number, max: number) =>
  z
    .number({ message: `${what} is a number` })
    .int()
    .min(min, { message: `${what} is at least ${min}` })
    .max(max, { message: `${what} is at most ${max}` })
    .optional()

export const filterSorts = [
  'name',
  'age',
  'goals',
  'assists',
  'minutes',
  'matches',
  ...headlineAttributes,
] as const

export const playerFilterBody = z
  .strictObject(
    {
      q: z.string().trim().max(200).optional(),
      positions: z
        .array(z.enum(positionCodes, { message: `A position is one of ${positionCodes.join(', ')}` }))
        .max(15)
        .optional(),
      country_id: uid.optional(),
      club_id: uid.optional(),
      league_id: uid.optional(),
      tournament_id: uid.optional(),
      gender: z.enum(genders, { message: 'Gender is male or female' }).optional(),
      foot: z.enum(feet, { message: 'Preferred foot is left, right or both' }).optional(),
      age_min: between('age_min', 0, 60),
      age_max: between('age_max', 0, 60),
      height_min: between('height_min', 50, 250),
      height_max: between('height_max', 50, 250),
      /** Statistics over this season only (e.g. "2026"); all seasons otherwise. */
      season: z.string().trim().min(1).max(20).optional(),
      min_matches: count('min_matches'),
      min_minutes: count('min_minutes'),
      min_goals: z.number({ message: 'min_goals is a number' }).min(0).max(1000).optional(),
      min_assists: z.number({ message: 'min_assists is a number' }).min(0).max(1000).optional(),
      /** Read min_goals / min_assists per 90 minutes (only players whose minutes are recorded qualify). */
      per_90: z.boolean().optional(),
      attributes: z
        .record(z.string(), z.number({ message: 'A threshold is a number' }).int().min(1).max(100))
        .optional(),
      sort: z.enum(filterSorts, { message: `sort is one of ${filterSorts.join(', ')}` }).optional(),
      order: z.enum(['asc', 'desc'], { message: 'order is asc or desc' }).optional(),
      page: z.number().int().min(1).max(10_000).default(1),
      limit: z.number().int().min(1).max(100).default(20),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .superRefine((f, ctx) => {
    const range = (low: number | undefined, high: number | undefined, field: string, message: string) => {
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [field], message })
    }
    range(f.age_min, f.age_max, 'age_max', 'The highest age must not be below the lowest')
    range(f.height_min, f.height_max, 'height_max', 'The greatest height must not be below the smallest')
    for (const [name, value] of Object.entries(f.attributes ?? {})) {
      if (!filterAttributeNames.includes(name))
        ctx.addIssue({
          code: 'custom',
          path: ['attributes', name],
          message: `There is no rating called ${name}`,
        })
      else if (name.includes('.') && value > 20)
        ctx.addIssue({ code: 'custom', path: ['attributes', name], message: 'A detail rating is at most 20' })
    }
  })
export type PlayerFilter = z.output<typeof playerFilterBody>
