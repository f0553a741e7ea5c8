import path from 'node:path'
import { z } from 'zod'
import { type ListParse, MAX_FORMAT_ISSUES, parseEntries } from '../bounded-parse'
import {
  type Competition,
  competitionSchema,
  eventSchema,
  type LineupTeam,
  lineupTeamSchema,
  type Match,
  type MatchEvent,
  matchSchema,
  type StatsBombFile,
} from './statsbomb-format'

// Telling a StatsBomb file by its content (and, for an empty one, by its folder), and validating it: a file that
// breaks the format is refused with the place, and nothing of the import is written.

const first = (json: unknown): Record<string, unknown> | null =>
  Array.isArray(json) && json[0] && typeof json[0] === 'object' ? (json[0] as Record<string, unknown>) : null

/**
 * Which StatsBomb file this JSON is, told by its content (null: not a StatsBomb file). An empty array says nothing:
 * then the folder it came from in the repository's layout does (events/…, lineups/…, matches/…).
 */
export function statsBombKind(json: unknown, fileName = ''): StatsBombFile['kind'] | null {
  const head = first(json)
  if (!head) {
    const folder = /(?:^|\/)(events|lineups|matches)\/(?:\d+\/)?\d+\.json$/i.exec(fileName)?.[1]
    return Array.isArray(json) && folder ? (folder.toLowerCase() as StatsBombFile['kind']) : null
  }
  if ('match_id' in head && 'home_team' in head) return 'matches'
  if ('competition_id' in head && 'season_id' in head) return 'competitions'
  if ('team_id' in head && 'lineup' in head) return 'lineups'
  if ('period' in head && 'type' in head && 'index' in head) return 'events'
  return null
}

/** "lineups/3869685.json" → 3869685: the repository names line-up and events files by their match. */
export function matchIdOfName(fileName: string): number | null {
  const found = /^(\d+)\.json$/i.exec(path.basename(fileName))
  return found ? Number(found[1]) : null
}

export interface StatsBombIssue {
  path: string
  message: string
}

export class StatsBombFormatError extends Error {
  constructor(
    readonly fileName: string,
    message: string,
    readonly issues: StatsBombIssue[] = [],
  ) {
    super(message)
    this.name = 'StatsBombFormatError'
  }
}

const schemas = {
  competitions: z.array(competitionSchema),
  matches: z.array(matchSchema),
  lineups: z.array(lineupTeamSchema).length(2, 'A line-up file has the two teams of its match'),
  // Events are only filtered: an unknown event shape is not the importer's business.
  events: z.array(z.unknown()),
} as const

/** A whole-file parse as a list parse: its first few issues with their paths. */
function listParseOf(result: z.ZodSafeParseResult<unknown[]>): ListParse<unknown> {
  if (result.success) return { success: true, data: result.data }
  return {
    success: false,
    issues: result.error.issues.slice(0, MAX_FORMAT_ISSUES).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  }
}

const READ_EVENTS = new Set(['Shot', 'Own Goal Against', 'Own Goal For', 'Pass'])

/** Validates one StatsBomb file of a known kind. */
export function parseStatsBomb(fileName: string, json: unknown, kind: StatsBombFile['kind']): StatsBombFile {
  // The long lists (a season's competitions or matches) are read an entry at a time (bounded-parse.ts).
  const entry = kind === 'competitions' ? competitionSchema : kind === 'matches' ? matchSchema : undefined
  const parsed =
    entry && Array.isArray(json)
      ? parseEntries<unknown>(entry, json)
      : listParseOf(schemas[kind].safeParse(json))
  if (!parsed.success) {
    const { issues } = parsed
    const where = issues[0] ? ` at ${issues[0].path || '(root)'}: ${issues[0].message}` : ''
    throw new StatsBombFormatError(fileName, `${fileName}: invalid StatsBomb ${kind} file${where}`, issues)
  }
  if (kind === 'competitions') return { kind, fileName, competitions: parsed.data as Competition[] }
  if (kind === 'matches') return { kind, fileName, matches: parsed.data as Match[] }
  const matchId = matchIdOfName(fileName)
  if (matchId === null)
    throw new StatsBombFormatError(
      fileName,
      `${fileName}: a StatsBomb ${kind} file is named by its match, such as 3869685.json`,
    )
  if (kind === 'lineups') return { kind, fileName, matchId, teams: parsed.data as LineupTeam[] }
  const events: MatchEvent[] = []
  for (const raw of parsed.data as { type?: { name?: string } }[]) {
    if (!READ_EVENTS.has(raw?.type?.name ?? '')) continue
    const event = eventSchema.safeParse(raw)
    if (event.success) events.push(event.data)
  }
  return { kind, fileName, matchId, events }
}
