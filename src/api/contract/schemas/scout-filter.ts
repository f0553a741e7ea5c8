import { z } from 'zod'
import { detailAttributes, headlineAttributes } from '../terms/attribute-names'
import { feet, genders, positionCodes } from '../terms/players'
import { currencies } from '../terms/recruitment'
import type { bodyKeyOf } from '../terms/scout-filter-query'
import { isSeason } from '../terms/seasons'
import { FILTER_SEASON_MAX, SEARCH_MAX } from '../terms/writing-limits'
import { uid } from './common'
import { isoDate } from './football-common'

// POST /api/scout/filter: the structured player search (issue "Scout area"). Every key is optional; unknown
// keys and impossible ranges are refused with 400 naming the field, so a scout's saved search never silently
// means something else. The messages are shown beside the Players screen's fields, so they do not name the
// field ("At least 0", not "age_min is at least 0"): validation-words.ts words the ordinary ones.

/** A headline rating (`pace`, 1–100) or a detail rating by group (`physical.pace`, `technical.finishing`, 1–20). */
export const filterAttributeNames = [
  ...headlineAttributes,
  ...Object.entries(detailAttributes).flatMap(([group, names]) => names.map((name) => `${group}.${name}`)),
] as readonly string[]

// No message on z.number() itself: zod gives it to every issue of the number, so -1 was "min_goals is a number".
const count = z.number().int().min(0).max(100_000).optional()
const between = (min: number, max: number) => z.number().int().min(min).max(max).optional()

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
      q: z.string().trim().max(SEARCH_MAX).optional(),
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
      age_min: between(0, 60),
      age_max: between(0, 60),
      height_min: between(50, 250),
      height_max: between(50, 250),
      weight_min: between(20, 200),
      weight_max: between(20, 200),
      /** A contract recorded as ending before this day. */
      contract_expires_before: isoDate.optional(),
      /** A market value recorded in `currency` (euros unless said) at most this. */
      market_value_max: z.number().int().min(0).max(2_000_000_000).optional(),
      currency: z.enum(currencies, { message: `A currency is one of ${currencies.join(', ')}` }).optional(),
      /** Recorded as on loan. */
      on_loan: z.boolean().optional(),
      /** Holds this country's passport, by its name ("Spain"). */
      passport: z.string().trim().min(1).max(60).optional(),
      /** Statistics over this season only (e.g. "2026"); all seasons otherwise. Another form matched no game. */
      season: z
        .string()
        .trim()
        .min(1)
        .max(FILTER_SEASON_MAX)
        .refine(isSeason, { message: 'A season is a year, 2026, or two, 2025/26' })
        .optional(),
      min_matches: count,
      min_minutes: count,
      min_goals: z.number().min(0).max(1000).optional(),
      min_assists: z.number().min(0).max(1000).optional(),
      /** Read min_goals / min_assists per 90 minutes (only players whose minutes are recorded qualify). */
      per_90: z.boolean().optional(),
      attributes: z.record(z.string(), z.number().int().min(1).max(100)).optional(),
      sort: z.enum(filterSorts, { message: 'Choose an order from the list' }).optional(),
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
    range(f.weight_min, f.weight_max, 'weight_max', 'The greatest weight must not be below the smallest')
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

/** The body's keys the address bar's fields fill (scout-filter-query.ts): the same set, or the check fails. */
type AddressedKeys = ReturnType<typeof bodyKeyOf> | 'attributes' | 'page' | 'limit' | 'order'
const _everyKeyAddressed: Record<keyof PlayerFilter, true> = {} as Record<AddressedKeys, true>
const _noKeyUnknown: Record<AddressedKeys, true> = {} as Record<keyof PlayerFilter, true>
void _everyKeyAddressed
void _noKeyUnknown
/**
 * GET filter_coverage: how many players have each filtered field recorded, so the Players screen can say
 * "Preferred foot: recorded for 212 of 1,248" and name the filters an empty result had no data behind.
 * `positions` counts, for each code, the players a search for it finds (a line finds every place of the line).
 */
/** The fields a club's own values can fill. */
export const clubCounted = [
  'foot',
  'height',
  'weight',
  'contract',
  'market_value',
  'on_loan',
  'passport',
] as const
export type ClubCounted = (typeof clubCounted)[number]

export interface FilterCoverage {
  players: number
  recorded: {
    age: number
    gender: number
    nationality: number
    club: number
    foot: number
    height: number
    weight: number
    contract: number
    market_value: number
    on_loan: number
    passport: number
    /**
     * Players with at least one match whose line-up is recorded: a sheet of scorers only records no match
     * (decision 0056).
     */
    matches: number
    /** Players with at least one match whose line-up is recorded: minutes and per-90 rates exist for these. */
    minutes: number
    /** Players any game sheet names, a sheet of scorers only included: their goals are recorded. */
    goals: number
    /** Players on a sheet with a line-up (or with an assist recorded): their assists are recorded. */
    assists: number
    ratings: number
    /** Players with any position recorded, and for each code the players a search for it finds. */
    position: number
    positions: Record<string, number>
  }
  /**
   * Of those recorded, how many are the scout's club's own values (for a player the community has none of): the
   * counts above include them. Absent for a scout whose club has imported nothing.
   */
  by_club?: Partial<Record<ClubCounted, number>>
  /** When the counts were taken (they are kept, and counted again once a minute old: decision 0038). */
  counted_at: string
}
