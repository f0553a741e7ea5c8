import type { ShadowTeam } from '../../../src/api/contract/schemas/workspaces'
import type { CsvColumn } from '../../../src/rules/csv-table'
import { writeText } from './pdf/paper-text'
import { ink, innerWidth, type Pdf, paperDay } from './pdf/pdf-document'
import { drawTable } from './pdf/table-drawing'

// The shadow team leaving the app: one row a target — position, rank, player, his position and club, the note —
// as a CSV table and on paper, in the formation's order.

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

export function drawShadowTeamPdf(doc: Pdf, team: ShadowTeam, clubName: string, by: string, day: Date) {
  writeText(doc, `${clubName} — shadow team`, { weight: 'bold', size: 20, width: innerWidth(doc) })
  doc.fillColor(ink.muted)
  writeText(doc, `${team.formation} · prepared by ${by} on ${paperDay(day)}`, {
    size: 10,
    width: innerWidth(doc),
  })
  doc.fillColor(ink.text).moveDown(0.6)
  const rows = shadowRows(team)
  if (!rows.length) {
    doc.text('No targets on the shadow team yet.')
    return
  }
  drawTable(doc, {
    columns: [
      { header: 'Position', width: 56 },
      { header: '#', width: 22, align: 'right' },
      { header: 'Player', width: 130 },
      { header: 'Plays', width: 44 },
      { header: 'Club', width: 110 },
      { header: 'Note', width: 149 },
    ],
    rows: rows.map((r) => [
      r.position,
      String(r.rank),
      r.name,
      r.main_position ?? '',
      r.current_club ?? '',
      r.note,
    ]),
  })
}
