import type { ScoutList } from '../../../src/api/contract/schemas/scouting-lists'
import type { ShadowTeam } from '../../../src/api/contract/schemas/workspaces'
import { drawListPdf } from '../../domain/exports/pdf/list-pdf'
import { pdfBytes } from '../../domain/exports/pdf/pdf-bytes'
import { newPdf } from '../../domain/exports/pdf/pdf-document'
import { drawPlayerCard } from '../../domain/exports/pdf/player-card-pdf'
import { drawShadowTeamPdf } from '../../domain/exports/shadow-team-export'
import type { PlayerCard } from '../../domain/scouting/player-card'

// The PDFs a thread draws (pdfkit and its fonts load here, in the threads that draw one, and nowhere else).

/** A card's picture crossed as a Uint8Array; pdfkit reads a Buffer. */
const withPhoto = (card: PlayerCard): PlayerCard => ({
  ...card,
  photo: card.photo ? Buffer.from(card.photo) : null,
})

export function cardPdf(input: { title: string; author: string; card: PlayerCard; day: Date }) {
  const doc = newPdf(input.title, input.author)
  drawPlayerCard(doc, withPhoto(input.card), input.author, input.day)
  const bytes = pdfBytes(doc)
  doc.end()
  return bytes
}

export async function listPdf(input: {
  list: ScoutList
  author: string
  day: Date
  cards: PlayerCard[] | null
}) {
  const doc = newPdf(input.list.name, input.author)
  const cards = new Map(input.cards?.map((card) => [card.player.uid, withPhoto(card)]))
  const cardOf = input.cards ? async (uid: string) => cards.get(uid)! : undefined
  await drawListPdf(doc, input.list, input.author, input.day, cardOf)
  const bytes = pdfBytes(doc)
  doc.end()
  return bytes
}

export function shadowTeamPdf(input: {
  title: string
  team: ShadowTeam
  clubName: string
  author: string
  day: Date
}) {
  const doc = newPdf(input.title, input.author)
  drawShadowTeamPdf(doc, input.team, input.clubName, input.author, input.day)
  const bytes = pdfBytes(doc)
  doc.end()
  return bytes
}
