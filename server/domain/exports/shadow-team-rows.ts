import type { ShadowTeam } from '../../../src/api/contract/schemas/workspaces'
import type { CsvColumn } from '../../../src/rules/csv-table'

// The shadow team leaving the app: one row a target — position, rank, player, his position and club, the note — in
// the formation's order, and those rows' CSV columns. Apart from its PDF (shadow-team-export.ts): the threads that
// write CSV read csv-tables.ts, and must not load pdfkit and its fonts with it (decision 0073).

export interface ShadowRow {
  position: string
  rank: number
  name: string
  main_position: string | null
  current_club: string | null
  note: string
}

export const shadowRows = (team: ShadowTeam): ShadowRow[] =>
  team.slots.flatMap((slot) => slot.players.map((p, i) => ({ position: slot.position, rank: i + 1, ...p })))

export const shadowTeamColumns: CsvColumn<ShadowRow>[] = [
  { header: 'Position', cell: (r) => r.position },
  { header: 'Rank', cell: (r) => r.rank },
  { header: 'Player', cell: (r) => r.name },
  { header: 'Plays', cell: (r) => r.main_position ?? '' },
  { header: 'Club', cell: (r) => r.current_club ?? '' },
  { header: 'Note', cell: (r) => r.note },
]
