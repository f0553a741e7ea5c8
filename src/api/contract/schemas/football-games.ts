import { z } from 'zod'
import { JERSEY_MAX } from '../terms/writing-limits'
import { uid } from './common'
import { listQuery, pic, type RecordMeta, ref, season, smallInt, text, version } from './football-common'

// A game and its sheet on the wire (docs/spec.md#game-and-its-sheet): `team_array`, `teams[]` with `playerMetaData[]`,
// `operationsArr`. The same shape serves every game family: game, national_game, league_game, team_game and
// more-matches.

export const gameKinds = ['game', 'national_game', 'league_game', 'team_game', 'more_matches'] as const
export type GameKind = (typeof gameKinds)[number]
export const gameStatuses = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const

const minute = z.number({ message: 'A minute is a whole number' }).int().min(0).max(130)
const count = z.number().int().min(0).max(30).default(0)

/**
 * `onBench` arrives as the string "1" (docs/spec.md#game-and-its-sheet); "0", 1/0 and booleans are accepted too.
 * Boolean after this.
 */
export const onBench = z
  .union([z.boolean(), z.literal(['1', '0', 'true', 'false']), z.literal([1, 0])], {
    message: 'onBench is "1", "0", true or false',
  })
  .transform((v) => v === true || v === '1' || v === 'true' || v === 1)

export const substitution = z.object({
  minute,
  direction: z.enum(['in', 'out'], { message: 'A substitution goes "in" or "out"' }),
  /** The player who came on (for `out`) or went off (for `in`). */
  player: uid,
})

/** One player's line of the sheet. Missing numbers are 0, missing flags false, missing card times null. */
export const playerMetaData = z.object({
  uid,
  substitutions: z.array(substitution).max(4).default([]),
  onField: z.boolean().default(false),
  position: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((p) => p ?? ''),
  MOTM: z.boolean().default(false),
  goals: count,
  assist_goal: count,
  pre_assist: count,
  injured: z.boolean().default(false),
  red_card_time: minute.nullable().default(null),
  yellow_card_time: minute.nullable().default(null),
  yellow_second_card_time: minute.nullable().default(null),
  onBench: onBench.default(false),
  jersey_no: z.number().int().min(0).max(JERSEY_MAX).nullable().default(null),
  isCaptain: z.boolean().default(false),
})
export type PlayerMetaDataIn = z.input<typeof playerMetaData>
export type PlayerMetaData = z.output<typeof playerMetaData>

export const gameTeam = z.object({ uid, playerMetaData: z.array(playerMetaData).max(40).default([]) })

const player = { team: uid, player: uid }
/** The editor's events (src/rules/game-sheet/types.ts `GameOperation`), checked by the same rules. */
export const operation = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('goal'),
    minute,
    ...player,
    assist: uid.nullish(),
    pre_assist: uid.nullish(),
    own_goal: z.boolean().optional(),
    penalty: z.boolean().optional(),
  }),
  z.object({ type: z.enum(['yellow', 'second_yellow', 'red', 'injury']), minute, ...player }),
  z.object({ type: z.literal('sub'), minute, team: uid, player_off: uid, player_on: uid }),
  z.object({ type: z.literal('motm'), ...player }),
])
/** An editor's event as the wire carries it: src/rules/game-sheet/types.ts holds it to `GameOperation`. */
export type WireOperation = z.output<typeof operation>

const gameFields = z.object({
  /** Kick-off: an ISO date-time with offset, or a date alone. */
  date: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      message: 'Use a date like 2026-06-11 or 2026-06-11T18:00:00Z',
    })
    .nullable()
    .optional(),
  venue: text(),
  city: text(),
  tournament_id: ref,
  league_id: ref,
  competition: text(),
  season,
  stage: text(60),
  status: z.enum(gameStatuses).optional(),
  home_score: smallInt(0, 99),
  away_score: smallInt(0, 99),
  /** Where the sheet ends: 90, or 120 after extra time. */
  duration: z.number().int().min(1).max(130).optional(),
  team_array: z
    .array(uid)
    .length(2, { message: 'A game has exactly two teams' })
    .refine((t) => t[0] !== t[1], { message: 'A team cannot play against itself' })
    .optional(),
  teams: z.array(gameTeam).optional(),
  operationsArr: z.array(operation).max(400).optional(),
  pic,
})

const bothTeams = (v: { teams?: unknown[] }, ctx: z.RefinementCtx) => {
  if (v.teams !== undefined && v.teams.length !== 2)
    ctx.addIssue({ code: 'custom', path: ['teams'], message: 'A sheet carries exactly two teams, or none' })
}
export const gameCreate = gameFields
  .extend({ uid: uid.optional(), team_array: gameFields.shape.team_array.unwrap() })
  .superRefine(bothTeams)
/**
 * An update carries `teams` only when exactly two are given (docs/spec.md#game-update); the whole sheet is replaced.
 */
export const gameUpdate = gameFields.extend({ version: version.optional() }).superRefine(bothTeams)
export type GameCreate = z.output<typeof gameCreate>
export type GameUpdate = z.output<typeof gameUpdate>

export const gameListQuery = listQuery([
  'tournament_id',
  'league_id',
  'team_id',
  'player_id',
  'game_day_id',
  'national_match_day_id',
  'week_day_id',
]).extend({ kind: z.enum(gameKinds).optional() })

export interface WireGameTeam {
  uid: string
  name: string | null
  playerMetaData: PlayerMetaData[]
}
export type Game = RecordMeta & {
  kind: GameKind
  date: string | null
  venue: string | null
  city: string | null
  tournament_id: string | null
  league_id: string | null
  competition: string | null
  season: string | null
  stage: string | null
  status: (typeof gameStatuses)[number]
  home_score: number | null
  away_score: number | null
  duration: number
  pic: string | null
  team_array: string[]
  team_names: (string | null)[]
  /**
   * Each team's three-letter code (a national side's FIFA code), null when it has none: a club's team. Absent
   * from a game this device created offline or kept before codes were sent.
   */
  team_codes?: (string | null)[]
  /** On GET /game/{id} and write answers only; lists leave the sheet out. */
  teams?: WireGameTeam[]
  operationsArr?: WireOperation[]
  /** On GET /game/{id}: the name of every player the sheet mentions, by uid. */
  player_names?: Record<string, string>
}
