import { positionName } from '../../../../src/api/contract/terms/players'
import { recommendationLabel, seenHows } from '../../../../src/api/contract/terms/scouting'
import {
  numberOrUnknown,
  scorerOnlyWords,
  UNKNOWN_SIGN,
  UNKNOWN_WORDS,
} from '../../../../src/rules/unknown-number'
import type { PlayerCard } from '../../scouting/player-card'
import { writeAt, writeText } from './paper-text'
import { ink, innerWidth, MARGIN, type Pdf, paperDay, sectionHeading } from './pdf-document'
import { drawRadar } from './radar-drawing'
import { drawTable } from './table-drawing'

// A player's card on one A4 page, for the sporting director's meeting: picture and identity, the radar of his
// ratings, his numbers by season and team, and the scout's latest report — recommendation, criteria, summary —
// signed with the scout's name and the day. What is not known is left out, never printed as 0. A long summary
// goes on over as many pages as it needs, whole (decision 0064): each page the card fills says at its foot that
// the card goes on, and each page after the first says whose report goes on.

/** Seasons shown: the newest ones, so the page never overflows. */
const CAREER_ROWS = 10
/** Room kept at a page's foot for its footer. */
const FOOTER_ROOM = 24

/** Markdown marks read as text on paper: emphasis and headings lose their marks, links keep their words. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s*/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .trim()

function identity(doc: Pdf, card: PlayerCard) {
  const { player, photo } = card
  const top = doc.y
  const textLeft = photo ? MARGIN + 96 : MARGIN
  if (photo) doc.image(photo, MARGIN, top, { fit: [84, 84] })
  const positions = [player.main_position, ...(player.positions ?? [])]
    .filter((p, i, all) => p && all.indexOf(p) === i)
    .map(positionName)
    .filter(Boolean)
  const facts = [
    player.age != null ? `${player.age} years` : null,
    // A minor: his age band and year of birth, never his birth date (domain/privacy/minors.ts).
    player.age_band ? `${player.age_band}, born ${player.birth_year}` : null,
    player.date_of_birth ? `born ${paperDay(player.date_of_birth)}` : null,
    player.nationality,
    player.height_cm ? `${player.height_cm} cm` : null,
    player.preferred_foot ? `${player.preferred_foot} foot` : null,
  ].filter(Boolean)
  const width = innerWidth(doc) - (textLeft - MARGIN) - 170
  doc.x = textLeft
  doc.y = top
  doc.fillColor(ink.text)
  writeText(doc, player.name ?? 'Player', { weight: 'bold', size: 20, width })
  doc.fillColor(ink.muted)
  for (const line of [player.current_club, positions.join(' · '), facts.join(' · ')])
    if (line) writeText(doc, line, { size: 10.5, width })
  doc.fillColor(ink.text)
  if (card.ratings.length >= 3)
    drawRadar(doc, { x: MARGIN + innerWidth(doc) - 80, y: top + 62 }, 52, card.ratings)
  doc.x = MARGIN
  doc.y = Math.max(doc.y, top + (card.ratings.length >= 3 ? 140 : 92))
}

function career(doc: Pdf, card: PlayerCard) {
  sectionHeading(doc, 'Numbers by season')
  if (!card.career.length) {
    doc.fillColor(ink.muted).text('No game sheet names him yet.').fillColor(ink.text)
    return
  }
  const rows = card.career.slice(0, CAREER_ROWS)
  drawTable(doc, {
    columns: [
      { header: 'Season', width: 62 },
      { header: 'Team', width: 170 },
      { header: 'Matches', width: 52, align: 'right' },
      { header: 'Starts', width: 46, align: 'right' },
      { header: 'Minutes', width: 52, align: 'right' },
      { header: 'Goals', width: 44, align: 'right' },
      { header: 'Assists', width: 48, align: 'right' },
      { header: 'Cards', width: 37, align: 'right' },
    ],
    rows: rows.map((r) => [
      r.season ?? '—',
      r.team,
      numberOrUnknown(r.matches),
      numberOrUnknown(r.starts),
      numberOrUnknown(r.minutes),
      String(r.goals),
      numberOrUnknown(r.assists),
      `${numberOrUnknown(r.yellow_cards)}/${numberOrUnknown(r.red_cards)}`,
    ]),
  })
  // The sign's one explanation, as on the screens: which numbers the sheets did not hold, and why.
  const scorerOnly = rows.reduce((n, r) => n + r.scorer_only_matches, 0)
  if (rows.some((r) => r.matches === null || r.assists === null || r.minutes === null))
    doc
      .fontSize(8)
      .fillColor(ink.muted)
      .text(`${UNKNOWN_SIGN} ${UNKNOWN_WORDS}${scorerOnly ? `: ${scorerOnlyWords(scorerOnly)}` : ''}.`)
  if (card.career.length > rows.length)
    doc
      .fontSize(8)
      .fillColor(ink.muted)
      .text(`${card.career.length - rows.length} older rows are left out.`)
  doc.fillColor(ink.text).fontSize(9.5)
}

function report(doc: Pdf, card: PlayerCard, footer: (goesOn: boolean) => void) {
  const r = card.report
  sectionHeading(doc, 'Latest scouting report')
  if (!r) {
    doc.fillColor(ink.muted).text('No report written yet.').fillColor(ink.text)
    return
  }
  const how = seenHows.find((s) => s.code === r.seen_how)?.label ?? ''
  doc
    .font('bold')
    .fontSize(13)
    .text(`Recommendation: ${recommendationLabel(r.recommendation)}`)
  doc.fillColor(ink.muted)
  writeText(
    doc,
    [
      `${how} on ${paperDay(r.seen_on)}`,
      r.game?.label,
      `template ${r.template.name}`,
      r.stale ? 'seen over six months ago' : null,
    ]
      .filter(Boolean)
      .join(' · '),
    { size: 9.5, width: innerWidth(doc) },
  )
  doc.fillColor(ink.text)
  const rated = r.template.criteria.filter((c) => r.ratings[c.id] !== undefined)
  if (rated.length)
    drawTable(doc, {
      columns: [
        { header: 'Criterion', width: 300 },
        { header: `Rating (of ${r.template.scale})`, width: 211, align: 'right' },
      ],
      rows: rated.map((c) => [c.label, String(r.ratings[c.id])]),
    })
  const summary = plainText(r.summary)
  if (!summary) return
  doc.moveDown(0.4).font('bold').text('Summary').font('regular')
  writeText(doc, summary, {
    size: 9.5,
    width: innerWidth(doc),
    keepBottom: FOOTER_ROOM,
    leavingPage: () => footer(true),
    onNewPage: () => {
      doc.x = MARGIN
      doc.y = MARGIN
      doc.fillColor(ink.muted)
      writeText(doc, `${card.player.name ?? 'Player'} — summary of the latest scouting report, continued`, {
        size: 9.5,
        width: innerWidth(doc),
      })
      doc.fillColor(ink.text).moveDown(0.4)
    },
  })
}

/** Draws the card on the current page (a list's PDF adds a page for each). */
export function drawPlayerCard(doc: Pdf, card: PlayerCard, scoutName: string, day: Date) {
  const footer = (goesOn: boolean) => {
    const top = doc.page.height - MARGIN - 12
    const at = { x: MARGIN, top, width: innerWidth(doc) }
    doc.fillColor(ink.muted)
    if (goesOn) writeAt(doc, 'The card goes on over the page.', at, { size: 8 })
    writeAt(
      doc,
      `Prepared by ${scoutName} on ${paperDay(day)} · Scoutline`,
      { ...at, align: 'right' },
      { size: 8 },
    )
    doc.fillColor(ink.text)
  }
  identity(doc, card)
  career(doc, card)
  report(doc, card, footer)
  footer(false)
}
