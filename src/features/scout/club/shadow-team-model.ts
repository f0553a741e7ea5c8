import type { ShadowTeam, ShadowTeamBody } from '../../../api/contract/schemas/workspaces'
import { type Formation, formations } from '../../../api/contract/terms/workspaces'

// The shadow team as the screen edits it: a formation's positions drawn in lines (attack at the top, as a coach
// draws it), each a ranked column of targets. Pure functions, so the pitch and the list by position agree.

export type Target = ShadowTeam['slots'][number]['players'][number]
export type Slots = Record<string, Target[]>

/** The formation's lines from the goalkeeper forward: "4-3-3" → [["GK"], [4 defenders], [3], [3]]. */
export function linesOf(formation: Formation): string[][] {
  const positions = [...formations[formation]]
  const lines: string[][] = [positions.splice(0, 1)]
  for (const count of formation.split('-').map(Number)) lines.push(positions.splice(0, count))
  return lines
}

/** Targets kept by position when the formation changes; a position the new one lacks gives its targets up. */
export function slotsFor(formation: Formation, from: Slots = {}): Slots {
  return Object.fromEntries(formations[formation].map((p) => [p, from[p] ?? []]))
}

export const slotsOf = (team: ShadowTeam): Slots =>
  slotsFor(team.formation, Object.fromEntries(team.slots.map((s) => [s.position, s.players])))

export const bodyOf = (formation: Formation, slots: Slots, version: number): ShadowTeamBody => ({
  formation,
  version,
  slots: formations[formation].map((position) => ({
    position,
    players: (slots[position] ?? []).map((t) => ({ uid: t.uid, note: t.note || undefined })),
  })),
})
