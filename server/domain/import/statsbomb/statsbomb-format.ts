import { z } from 'zod'
import { name } from '../../../../src/api/contract/schemas/football-common'

// The StatsBomb open-data files (github.com/statsbomb/open-data, its doc/ specification): competitions.json,
// matches/<competition_id>/<season_id>.json, lineups/<match_id>.json and events/<match_id>.json. Only the fields
// the importer reads are checked; the rest of each object passes through unread. A line-up or events file does not
// name its match: the match id is its file name, as in the repository. A name follows the API's own rule (the
// contract's `name`: 1–160 characters), a season's the record's (20) and a stadium a game's venue (120); control
// characters anywhere in a file are refused before (import-files.ts).

const clock = z.string().regex(/^\d{1,3}:\d{2}(:\d{2}(\.\d+)?)?$/, 'Expected a match clock such as "67:41"')
const named = z.object({ id: z.number().int(), name })
const seasonName = z.string().trim().min(1).max(20)
const country = named.nullish()

export const competitionSchema = z.object({
  competition_id: z.number().int(),
  season_id: z.number().int(),
  country_name: z.string().nullish(),
  competition_name: name,
  competition_gender: z.string().nullish(),
  competition_international: z.boolean().nullish(),
  season_name: seasonName,
})

const homeTeam = z.object({
  home_team_id: z.number().int(),
  home_team_name: name,
  home_team_gender: z.string().nullish(),
  country,
})
const awayTeam = z.object({
  away_team_id: z.number().int(),
  away_team_name: name,
  away_team_gender: z.string().nullish(),
  country,
})

export const matchSchema = z.object({
  match_id: z.number().int(),
  match_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
  kick_off: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/)
    .nullish(),
  competition: z.object({
    competition_id: z.number().int(),
    country_name: z.string().nullish(),
    competition_name: name,
  }),
  season: z.object({ season_id: z.number().int(), season_name: seasonName }),
  home_team: homeTeam,
  away_team: awayTeam,
  home_score: z.number().int().min(0).nullish(),
  away_score: z.number().int().min(0).nullish(),
  match_status: z.string().nullish(),
  match_week: z.number().int().nullish(),
  competition_stage: named.nullish(),
  stadium: z
    .object({ name: z.string().max(120) })
    .passthrough()
    .nullish(),
})

export const spanSchema = z.object({
  position_id: z.number().int(),
  position: z.string(),
  from: clock,
  to: clock.nullable(),
  from_period: z.number().int().min(1).max(5),
  to_period: z.number().int().min(1).max(5).nullable(),
  start_reason: z.string().nullish(),
  end_reason: z.string().nullish(),
})

export const cardSchema = z.object({
  time: clock,
  card_type: z.string(),
  reason: z.string().nullish(),
  period: z.number().int().min(1).max(5),
})

export const lineupPlayerSchema = z.object({
  player_id: z.number().int(),
  player_name: name,
  player_nickname: z.string().trim().max(160).nullish(),
  jersey_number: z.number().int().min(0).max(99).nullish(),
  country,
  // Not in the open data; StatsBomb's paid line-ups carry them, and a birth date tells namesakes apart.
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  player_height: z.number().nullish(),
  // Caps far above a real match's, so that a runaway list is refused before its entries are read.
  cards: z.array(cardSchema).max(50).default([]),
  positions: z.array(spanSchema).max(100).default([]),
})

export const lineupTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: name,
  lineup: z.array(lineupPlayerSchema).max(200),
})

/** The few events the importer reads: shots (goals, penalties), own goals and goal assists. */
export const eventSchema = z.object({
  id: z.string().nullish(),
  period: z.number().int().min(1).max(5),
  minute: z.number().int().min(0),
  type: named,
  team: named.nullish(),
  player: named.nullish(),
  shot: z.object({ outcome: named.nullish(), type: named.nullish() }).passthrough().nullish(),
  pass: z.object({ goal_assist: z.boolean().nullish() }).passthrough().nullish(),
})

export type Competition = z.infer<typeof competitionSchema>
export type Match = z.infer<typeof matchSchema>
export type Span = z.infer<typeof spanSchema>
export type Card = z.infer<typeof cardSchema>
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>
export type LineupTeam = z.infer<typeof lineupTeamSchema>
export type MatchEvent = z.infer<typeof eventSchema>

export type StatsBombFile =
  | { kind: 'competitions'; fileName: string; competitions: Competition[] }
  | { kind: 'matches'; fileName: string; matches: Match[] }
  | { kind: 'lineups'; fileName: string; matchId: number; teams: LineupTeam[] }
  | { kind: 'events'; fileName: string; matchId: number; events: MatchEvent[] }
