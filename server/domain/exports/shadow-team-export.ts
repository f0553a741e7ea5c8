import type { ShadowTeam } from '../../../src/api/contract/schemas/workspaces'
import { writeText } from './pdf/paper-text'
import { ink, innerWidth, type Pdf, paperDay } from './pdf/pdf-document'
import { drawTable } from './pdf/table-drawing'
import { shadowRows } from './shadow-team-rows'

// The shadow team on paper: its rows (shadow-team-rows.ts) as a table under the club's name and the formation.

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
