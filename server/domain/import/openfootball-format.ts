import { z } from 'zod'
import { name } from '../../../src/api/contract/schemas/football-common'
import type { PositionCode } from '../../../src/api/contract/terms/players'
import { type ListIssue, MAX_FORMAT_ISSUES, parseEntries } from './bounded-parse'

// The two openfootball JSON formats (github.com/openfootball/worldcup.json): a squads file (an array of
// national teams with their players) and a matches file ({ name, matches }). Validation is deliberately
// tolerant of what varies between openfootball files (missing clubs, birth dates, scores of matches not yet
// played, team given as a name or as { name, code }) and strict about what the importer relies on. A name follows
// the API's own rule (the contract's `name`: 1–160 characters), a round the game's stage (60) and a ground its
// venue (120); control characters anywhere in a file are refused before (import-files.ts).

/** A round or group becomes a game's stage and a day's name; a ground its venue (football-games.ts). */
const stage = z.string().trim().min(1).max(60)
const ground = z.string().trim().min(1).max(120)

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')

export const squadPlayerSchema = z.object({
  number: z.number().int().min(0).max(99).nullish(),
  pos: z.enum(['GK', 'DF', 'MF', 'FW']),
  name,
  date_of_birth: isoDate.nullish(),
  club: z
    .object({
      name,
      country: z.string().trim().min(2).max(3).nullish(),
    })
    .nullish(),
})

export const squadTeamSchema = z.object({
  name,
  fifa_code: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Expected a three-letter FIFA code'),
  group: stage.nullish(),
  // A squad is about 26; the cap refuses a runaway list before its entries are read.
  players: z.array(squadPlayerSchema).min(1).max(200),
})

export const squadsFileSchema = z.array(squadTeamSchema).min(1)

/** "90+4", "45", 90 (with a separate offset in older files). */
const minute = z.union([
  z.number().int().min(0).max(150),
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\+\d{1,2})?$/, 'Expected a minute such as "67" or "90+4"'),
])

export const goalSchema = z.object({
  name,
  minute,
  offset: z.number().int().min(0).max(30).nullish(),
  penalty: z.boolean().nullish(),
  owngoal: z.boolean().nullish(),
})

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)])

export const scoreSchema = z.object({
  ft: pair.nullish(),
  ht: pair.nullish(),
  et: pair.nullish(),
  p: pair.nullish(),
})

const teamRef = z.union(
  [name, z.object({ name, code: z.string().trim().nullish() }).transform((t) => t.name)],
  { error: 'Expected a team name (or { name, code })' },
)

export const matchSchema = z.object({
  round: stage,
  num: z.number().int().positive().nullish(),
  date: isoDate,
  time: z
    .string()
    .trim()
    .regex(/^\d{1,2}:\d{2}( UTC([+-]\d{1,2}(:\d{2})?)?)?$/, 'Expected a time such as "13:00 UTC-6"')
    .nullish(),
  team1: teamRef,
  team2: teamRef,
  score: scoreSchema.nullish(),
  goals1: z.array(goalSchema).max(100).nullish(),
  goals2: z.array(goalSchema).max(100).nullish(),
  group: stage.nullish(),
  ground: ground.nullish(),
})

export const matchesFileSchema = z.object({
  name,
  matches: z.array(matchSchema),
})

/** A matches file without its matches, which are read one at a time (parseOpenfootball). */
const matchesFileHead = matchesFileSchema.extend({ matches: z.array(z.unknown()) })

export type SquadPlayer = z.infer<typeof squadPlayerSchema>
export type SquadTeam = z.infer<typeof squadTeamSchema>
export type Goal = z.infer<typeof goalSchema>
export type Match = z.infer<typeof matchSchema>
export type MatchesFile = z.infer<typeof matchesFileSchema>

export type OpenfootballFile =
  | { kind: 'squads'; fileName: string; teams: SquadTeam[] }
  | { kind: 'matches'; fileName: string; tournament: MatchesFile }

export interface FormatIssue {
  path: string
  message: string
}

/** Thrown for a file that is neither format; carries the first few issues with their JSON paths. */
export class OpenfootballFormatError extends Error {
  constructor(
    readonly fileName: string,
    message: string,
    readonly issues: FormatIssue[] = [],
  ) {
    super(message)
    this.name = 'OpenfootballFormatError'
  }
}

function toIssues(error: z.ZodError): FormatIssue[] {
  return error.issues.slice(0, MAX_FORMAT_ISSUES).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/** A nation is one squad of a file: the same FIFA code twice is named (teams counted from 1, as a person reads). */
function teamListedTwice(teams: SquadTeam[]): ListIssue | undefined {
  const seen = new Map<string, number>()
  for (const [i, team] of teams.entries()) {
    const first = seen.get(team.fifa_code)
    if (first !== undefined)
      return {
        path: `${i}.fifa_code`,
        message: `${team.name} (${team.fifa_code}) is listed twice: teams ${first + 1} and ${i + 1}`,
      }
    seen.set(team.fifa_code, i)
  }
  return undefined
}

/**
 * Recognises and validates one openfootball file from its parsed JSON: an array is a squads file, an object
 * with `matches` is a matches file; anything else is refused with the reasons.
 */
export function parseOpenfootball(fileName: string, json: unknown): OpenfootballFile {
  const refuse = (kind: string, issues: ListIssue[]) =>
    new OpenfootballFormatError(fileName, formatMessage(fileName, kind, issues), issues)
  if (Array.isArray(json)) {
    // An empty file gets the schema's own reason; a long one is read a team at a time (bounded-parse.ts).
    if (json.length === 0) {
      const parsed = squadsFileSchema.safeParse(json)
      if (!parsed.success) throw refuse('squads', toIssues(parsed.error))
    }
    const teams = parseEntries(squadTeamSchema, json)
    if (!teams.success) throw refuse('squads', teams.issues)
    const twice = teamListedTwice(teams.data)
    if (twice) throw refuse('squads', [twice])
    return { kind: 'squads', fileName, teams: teams.data }
  }
  if (json !== null && typeof json === 'object' && 'matches' in json) {
    const head = matchesFileHead.safeParse(json)
    if (!head.success) throw refuse('matches', toIssues(head.error))
    const matches = parseEntries(matchSchema, head.data.matches, 'matches')
    if (!matches.success) throw refuse('matches', matches.issues)
    return { kind: 'matches', fileName, tournament: { name: head.data.name, matches: matches.data } }
  }
  throw new OpenfootballFormatError(
    fileName,
    `${fileName}: not an openfootball file (expected a squads array or an object with "matches")`,
  )
}

/** Parses the text of a file first, so that broken JSON gets the same kind of error. */
export function parseOpenfootballText(fileName: string, text: string): OpenfootballFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new OpenfootballFormatError(fileName, `${fileName}: not valid JSON (${reason})`)
  }
  return parseOpenfootball(fileName, json)
}

function formatMessage(fileName: string, kind: string, issues: FormatIssue[]): string {
  const first = issues[0]
  const where = first ? ` at ${first.path || '(root)'}: ${first.message}` : ''
  return `${fileName}: invalid openfootball ${kind} file${where}`
}

/**
 * openfootball gives only the line a player plays in (GK/DF/MF/FW). It is stored as that line — "Defender",
 * not a guessed "Centre back" — which a community member refines to the exact place when they know it.
 */
export const POSITION_OF_LINE = {
  GK: 'GK',
  DF: 'DF',
  MF: 'MF',
  FW: 'FW',
} as const satisfies Record<SquadPlayer['pos'], PositionCode>
