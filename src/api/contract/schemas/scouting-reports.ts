import { z } from 'zod'
import { type PositionCode, positionCodes } from '../terms/players'
import {
  CRITERIA_MAX,
  CRITERIA_MIN,
  type RatingScale,
  type Recommendation,
  recommendationCodes,
  type SeenHow,
  seenHowCodes,
} from '../terms/scouting'
import {
  CRITERION_DESCRIPTION_MAX,
  CRITERION_LABEL_MAX,
  REPORT_SUMMARY_MAX,
  TEMPLATE_NAME_MAX,
} from '../terms/writing-limits'
import { uid } from './common'
import { isoDate } from './football-common'

// Scouting reports (issue "Scouting reports and named lists"): templates an admin defines — criteria rated on one
// scale — and a scout's private reports on a player, each rating every criterion of its template, with a
// recommendation, a summary in Markdown and when and how the player was seen. Decision 0040 says how a template
// changes once reports use it.

const words = (label: string, max: number) =>
  z
    .string({ error: (i) => (i.input == null ? `Write ${label}` : `${label} is text`) })
    .trim()
    .min(1, { message: `Write ${label}` })
    .max(max, { message: `At most ${max} characters` })

export const criterionInput = z.object({
  /** Kept when a template is edited (its ratings follow it); a new criterion has none and gets one. */
  id: z.string().trim().min(1).max(40).optional(),
  label: words('the criterion', CRITERION_LABEL_MAX),
  description: z
    .string()
    .trim()
    .max(CRITERION_DESCRIPTION_MAX, { message: `At most ${CRITERION_DESCRIPTION_MAX} characters` })
    .default(''),
  /** A criterion a scout may leave unrated (not seen in the game); every other is rated in every report. */
  optional: z.boolean().default(false),
})

export const templateBody = z.object({
  name: words('a name', TEMPLATE_NAME_MAX),
  positions: z
    .array(z.enum(positionCodes, { message: 'Choose positions from the list' }))
    .max(positionCodes.length)
    .default([]),
  scale: z.union([z.literal(5), z.literal(10)], { error: 'The scale is 1–5 or 1–10' }),
  criteria: z
    .array(criterionInput)
    .min(CRITERIA_MIN, { message: `Give at least ${CRITERIA_MIN} criteria` })
    .max(CRITERIA_MAX, { message: `At most ${CRITERIA_MAX} criteria` }),
  /** POST: the template this one is a new version of (that one is archived in the same step). */
  replaces: uid.optional(),
  /** PUT: archived templates are kept for their reports but offered for no new one. */
  archived: z.boolean().optional(),
  version: z.number().int().min(1).optional(),
})
export type TemplateBody = z.input<typeof templateBody>

export interface Criterion {
  id: string
  label: string
  description: string
  optional: boolean
}
export interface ReportTemplate {
  uid: string
  name: string
  positions: PositionCode[]
  scale: RatingScale
  criteria: Criterion[]
  archived: boolean
  replaces: string | null
  /** How many reports use it (admins only): a template in use keeps the criteria they rated. */
  reports?: number
  version: number
  created_at: string
  updated_at: string
}

export const reportBody = z.object({
  /** A report written offline arrives with the uid the device gave it. */
  uid: uid.optional(),
  pid: uid,
  template_id: uid,
  ratings: z.record(
    z.string(),
    z.number({ error: 'A rating is a number' }).int({ message: 'A rating is a whole number' }),
  ),
  recommendation: z.enum(recommendationCodes, { message: 'Choose Sign, Monitor or Not for us' }),
  summary: z
    .string()
    .trim()
    .max(REPORT_SUMMARY_MAX, { message: `At most ${REPORT_SUMMARY_MAX} characters` })
    .default(''),
  seen_on: isoDate,
  seen_how: z.enum(seenHowCodes, { message: 'Choose seen live or on video' }),
  game_id: uid.nullish(),
  /** The assignment this report closes (a new report only). */
  assignment_id: uid.nullish(),
  version: z.number().int().min(1).optional(),
})
export type ReportBody = z.input<typeof reportBody>
export const reportsQuery = z.object({ pid: uid.optional() })

export interface ReportRevision {
  version: number
  /** When this version was replaced by the next. */
  at: string
  recommendation: Recommendation
  ratings: Record<string, number>
  summary: string
  seen_on: string
  seen_how: SeenHow
}

export interface ScoutReport {
  uid: string
  /** Who wrote it (a workspace's reports are read by colleagues); the API always sends it. */
  author?: { uid: string | null; name: string }
  /** The caller wrote it: he may change or delete it (a colleague's he only reads). */
  mine?: boolean
  player: { uid: string; name: string; main_position: string | null }
  template: { uid: string; name: string; scale: RatingScale; criteria: Criterion[]; archived: boolean }
  ratings: Record<string, number>
  recommendation: Recommendation
  summary: string
  /** The summary's Markdown rendered safely (raw HTML escaped). */
  summary_html: string
  seen_on: string
  seen_how: SeenHow
  game: { uid: string; label: string } | null
  /** Seen more than six months ago: watch him again. */
  stale: boolean
  version: number
  created_at: string
  updated_at: string
  /** GET reports/{id} only: the versions this report replaced, newest first. */
  history?: ReportRevision[]
  /** Client side only: written on this device, not yet sent. */
  waitingToSync?: boolean
}
