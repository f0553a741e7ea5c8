import type { ScoutList } from '../../../../src/api/contract/schemas/scouting-lists'
import { positionName } from '../../../../src/api/contract/terms/players'
import { listStatusLabel, recommendationLabel } from '../../../../src/api/contract/terms/scouting'
import { numberOrUnknown } from '../../../../src/rules/unknown-number'
import type { PlayerCard } from '../../scouting/player-card'
import { writeText } from './paper-text'
import { ink, innerWidth, type Pdf, paperDay } from './pdf-document'
import { drawPlayerCard } from './player-card-pdf'
import { drawTable } from './table-drawing'

// A list on paper: one line a player — status, recommendation, age, club, numbers — and, when the scout asks,
// each player's card on its own page after it.

export async function drawListPdf(
  doc: Pdf,
  list: ScoutList,
  scoutName: string,
  day: Date,
  cardOf?: (uid: string) => Promise<PlayerCard>,
) {
  writeText(doc, list.name, { weight: 'bold', size: 20, width: innerWidth(doc) })
  doc.fillColor(ink.muted)
  writeText(
    doc,
    `${list.entries.length === 1 ? '1 player' : `${list.entries.length} players`} · prepared by ${scoutName} on ${paperDay(day)}`,
    { size: 10, width: innerWidth(doc) },
  )
  doc.fillColor(ink.text).moveDown(0.6)
  if (!list.entries.length) doc.text('No players on this list yet.')
  else
    drawTable(doc, {
      columns: [
        { header: 'Player', width: 120 },
        { header: 'Position', width: 72 },
        { header: 'Status', width: 66 },
        { header: 'Report', width: 56 },
        { header: 'Age', width: 26, align: 'right' },
        { header: 'Club', width: 91 },
        { header: 'Matches', width: 44, align: 'right' },
        { header: 'Goals', width: 36, align: 'right' },
      ],
      rows: list.entries.map((e) => [
        e.player.name ?? '',
        positionName(e.player.main_position) ?? '',
        listStatusLabel(e.status),
        e.latest_report ? recommendationLabel(e.latest_report.recommendation) : '',
        e.player.age == null ? (e.player.age_band ?? '') : String(e.player.age),
        e.player.current_club ?? '',
        numberOrUnknown(e.player.stats.matches),
        String(e.player.stats.goals),
      ]),
    })
  if (!cardOf) return
  // A player no longer shown to scouts has no card (privacy/minors.ts).
  for (const entry of list.entries) {
    if (entry.player.available === false) continue
    doc.addPage()
    drawPlayerCard(doc, await cardOf(entry.player.uid), scoutName, day)
  }
}
