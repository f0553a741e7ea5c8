import type { Criterion } from '../api/contract/schemas/scouting-reports'
import { positions, positionsMatching } from '../api/contract/terms/players'

// What makes a report's ratings right for its template, and which templates suit a player: the server refuses a
// report by these rules, and the report form checks the same before it sends (isomorphic: no DOM, no Node).

export interface RatedTemplate {
  name: string
  scale: number
  criteria: readonly Criterion[]
}

export interface RatingIssue {
  path: string
  message: string
}

/** Every problem of `ratings` against `template`: unknown criteria, ratings off the scale, required ones missing. */
export function ratingIssues(template: RatedTemplate, ratings: Record<string, number>): RatingIssue[] {
  const issues: RatingIssue[] = []
  const known = new Map(template.criteria.map((c) => [c.id, c]))
  for (const [id, value] of Object.entries(ratings)) {
    const criterion = known.get(id)
    if (!criterion)
      issues.push({ path: `ratings.${id}`, message: `“${template.name}” has no criterion “${id}”` })
    else if (!Number.isInteger(value) || value < 1 || value > template.scale)
      issues.push({ path: `ratings.${id}`, message: `Rate ${criterion.label} from 1 to ${template.scale}` })
  }
  for (const criterion of template.criteria)
    if (!criterion.optional && ratings[criterion.id] === undefined)
      issues.push({ path: `ratings.${criterion.id}`, message: `Rate ${criterion.label}` })
  return issues
}

/**
 * Whether a template is meant for a player who plays `playerPositions` (his main position first): a template of
 * no positions suits anyone; otherwise one of its places must be one of his — a line ("Defender", as the World
 * Cup squads record players) stands for every place of it.
 */
export function suitsPlayer(
  templatePositions: readonly string[],
  playerPositions: readonly string[],
): boolean {
  if (templatePositions.length === 0) return true
  const his = new Set(positionsMatching(playerPositions))
  return positionsMatching(templatePositions).some((code) => his.has(code))
}

/**
 * The template to offer first for a player: one naming his main position exactly, else one that suits him by
 * line, else a general one (no positions), else the first.
 */
const lineOf = (code: string | undefined) => positions.find((p) => p.code === code)?.line

export function suggestedTemplate<T extends { positions: readonly string[] }>(
  templates: readonly T[],
  playerPositions: readonly string[],
): T | undefined {
  const main = playerPositions[0]
  // A player known only by his line ("MF", as the World Cup squads record him) is offered a template of that line,
  // not one that merely reaches into it: a Winger template (RW, LW, RM, LM) suits a midfielder it may be chosen
  // for, but is not what a central midfielder is first offered.
  const lineOnly = main !== undefined && positionsMatching([main]).length > 1
  const ofHisLine = (t: T) => !lineOnly || lineOf(t.positions[0]) === lineOf(main)
  return (
    (main ? templates.find((t) => t.positions.includes(main)) : undefined) ??
    templates.find(
      (t) => t.positions.length > 0 && suitsPlayer(t.positions, playerPositions) && ofHisLine(t),
    ) ??
    templates.find((t) => t.positions.length === 0) ??
    templates[0]
  )
}
