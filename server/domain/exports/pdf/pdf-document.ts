import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

// One way to start a PDF: A4, the DejaVu fonts embedded (subset to the glyphs used) so every name prints as typed
// — Ñ, ç, ğ, ø and the rest; PDF's standard 14 fonts stop at Latin-1 and would drop ğ — and the document's title
// and author in its properties. Text stays text: selectable and searchable.

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const boldFile = fontFile.replace('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf')

export type Pdf = PDFKit.PDFDocument

/** The page's inner width at A4 with the margins below. */
export const MARGIN = 42

export const ink = { text: '#14201b', muted: '#55635d', line: '#c9d3ce', pitch: '#0b6b48', fill: '#e4f1ea' }

export function newPdf(title: string, author: string): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: author, Creator: 'Scoutline' },
    lang: 'en',
    pdfVersion: '1.7',
    displayTitle: true,
  })
  doc.registerFont('regular', fontFile)
  doc.registerFont('bold', boldFile)
  doc.font('regular').fillColor(ink.text)
  return doc
}

export const innerWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN

/** A small heading in the card's colour. */
export function sectionHeading(doc: Pdf, text: string) {
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(11)
    .fillColor(ink.pitch)
    .text(text.toUpperCase(), { characterSpacing: 0.6 })
  doc.moveDown(0.2).font('regular').fontSize(9.5).fillColor(ink.text)
}

/** "25 Nov 2026": one way days read on paper. */
export const paperDay = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
