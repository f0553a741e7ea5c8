import { MARGIN, type Pdf } from './pdf-document'
import { writeLigaturesDrawnOrder } from './rtl-text-layer'
import { ensureFace, type Weight } from './script-fonts'
import { type Paragraph, paragraphOf, type TextRun, visualRuns } from './text-runs'

// Text a person typed, on paper (decision 0064): any script, any mix, whole. pdfkit's own `text()` draws one
// font at a time and lays out right-to-left words in typed order, so names, clubs and summaries go through here:
// lines are broken where a reader allows (after a space, between two Chinese or Japanese letters; inside a word
// only when the word alone is wider than the line), each line is cut into runs of one face and direction
// (text-runs.ts) and the runs are drawn side by side on one baseline. Nothing is cut off.

export interface TextStyle {
  weight?: Weight
  size: number
}

/** Where a line of a paragraph starts and ends (the paragraph keeps its bidi levels). */
export interface PaperLine {
  paragraph: Paragraph
  start: number
  end: number
}

/** DejaVu Sans's ascent (1901 of 2048 units): every face's letters sit on DejaVu's baseline. */
const ASCENT = 1901 / 2048

/**
 * How pdfkit is asked to lay a run out. Given features, it lays the run out whole — what a right-to-left run needs
 * (without, it splits at spaces and keeps the words in typed order) — but remembers nothing; without, it keeps
 * each word's layout, which a 10,000-letter summary and an emoji font's long tables of sequences need.
 */
const layoutOf = (run: TextRun) => (run.shaped ? { features: [] as PDFKit.Mixins.OpenTypeFeatures[] } : {})

function runWidth(doc: Pdf, run: TextRun, style: TextStyle) {
  doc.font(ensureFace(doc, run.face, style.weight ?? 'regular')).fontSize(style.size)
  return doc.widthOfString(run.text, layoutOf(run))
}

const widthOfRuns = (doc: Pdf, runs: TextRun[], style: TextStyle) =>
  runs.reduce((sum, run) => sum + runWidth(doc, run, style), 0)

/** The width a line of text takes when drawn. */
export function widthOf(doc: Pdf, text: string, style: TextStyle) {
  return widthOfRuns(doc, visualRuns(paragraphOf(text)), style)
}

/** The height of one line: DejaVu's, as for the rest of the page. */
export function lineHeight(doc: Pdf, style: TextStyle) {
  return doc
    .font(style.weight ?? 'regular')
    .fontSize(style.size)
    .currentLineHeight(true)
}

const letters = new Intl.Segmenter('en', { granularity: 'grapheme' })
/** A letter after which a line may break without a space (Chinese, Japanese). */
const BREAKS_AFTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF01-\uFF60]/u

/** The stretches of a paragraph that are never broken: a word with the spaces after it, or one CJK letter. */
function pieces(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = []
  let start = 0
  let afterSpace = false
  for (const { segment, index } of letters.segment(text)) {
    const space = /^\s+$/u.test(segment)
    if (index > start && ((afterSpace && !space) || BREAKS_AFTER.test(segment))) {
      found.push({ start, end: index })
      start = index
    }
    afterSpace = space || BREAKS_AFTER.test(segment)
  }
  if (start < text.length) found.push({ start, end: text.length })
  return found
}

/** The lines `text` takes at `width`: each paragraph (a typed line break) starts a new line. */
export function linesOf(doc: Pdf, text: string, width: number, style: TextStyle): PaperLine[] {
  const lines: PaperLine[] = []
  for (const typed of text.split(/\r?\n/)) {
    const paragraph = paragraphOf(typed)
    const measure = (start: number, end: number) => widthOfRuns(doc, visualRuns(paragraph, start, end), style)
    let line = { start: 0, end: 0, width: 0 }
    const close = () => {
      if (line.end > line.start || !lines.length || lines.at(-1)!.paragraph !== paragraph)
        lines.push({ paragraph, start: line.start, end: line.end })
      line = { start: line.end, end: line.end, width: 0 }
    }
    for (const piece of pieces(typed)) {
      const trimmed = typed.slice(piece.start, piece.end).trimEnd().length
      const inked = measure(piece.start, piece.start + trimmed)
      if (line.end > line.start && line.width + inked > width) close()
      if (inked <= width || trimmed === 0) {
        line.end = piece.end
        line.width += measure(piece.start, piece.end)
        continue
      }
      // A word wider than the whole line: broken between letters, the only place left.
      for (const { segment, index } of letters.segment(typed.slice(piece.start, piece.end))) {
        const letterWidth = measure(piece.start + index, piece.start + index + segment.length)
        if (line.end > line.start && line.width + letterWidth > width && !/^\s+$/u.test(segment)) close()
        line.end = piece.start + index + segment.length
        line.width += letterWidth
      }
    }
    close()
  }
  return lines
}

/** Draws one line with its top at `top`, aligned within `width` from `x`. */
export function drawLine(
  doc: Pdf,
  line: PaperLine,
  at: { x: number; top: number; width: number; align?: 'left' | 'right' | 'center' },
  style: TextStyle,
) {
  // Spaces that end a line take no room at its edge.
  const typed = line.paragraph.text.slice(line.start, line.end)
  const inked = visualRuns(line.paragraph, line.start, line.start + typed.trimEnd().length)
  const width = widthOfRuns(doc, inked, style)
  let x =
    at.align === 'right'
      ? at.x + at.width - width
      : at.align === 'center'
        ? at.x + (at.width - width) / 2
        : at.x
  const baseline = at.top + ASCENT * style.size
  const { x: keepX, y: keepY } = doc
  for (const run of inked) {
    const w = runWidth(doc, run, style)
    if (run.shaped) writeLigaturesDrawnOrder(doc, run.text)
    doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...layoutOf(run) })
    x += w
  }
  doc.x = keepX
  doc.y = keepY
}

/**
 * Writes text from the current position down, `width` wide, as `doc.text` would: a line that does not fit above
 * the page's bottom margin (less `keepBottom`, room kept for a footer) goes on a new page: `leavingPage` draws
 * what the full page ends with (its footer), `onNewPage` what the next one starts with.
 */
export function writeText(
  doc: Pdf,
  text: string,
  style: TextStyle & {
    width?: number
    align?: 'left' | 'right' | 'center'
    keepBottom?: number
    leavingPage?: () => void
    onNewPage?: () => void
  },
) {
  const x = doc.x
  const width = style.width ?? doc.page.width - x - MARGIN
  const height = lineHeight(doc, style)
  for (const line of linesOf(doc, text, width, style)) {
    if (doc.y + height > doc.page.height - MARGIN - (style.keepBottom ?? 0)) {
      style.leavingPage?.()
      doc.addPage()
      style.onNewPage?.()
      doc.x = x
    }
    drawLine(doc, line, { x, top: doc.y, width, align: style.align }, style)
    doc.y += height
  }
  doc.font(style.weight ?? 'regular').fontSize(style.size)
  return doc
}

/** Writes text in a box that never breaks the page (a footer): every line of it, from `top` down. */
export function writeAt(
  doc: Pdf,
  text: string,
  at: { x: number; top: number; width: number; align?: 'left' | 'right' | 'center' },
  style: TextStyle,
) {
  const height = lineHeight(doc, style)
  for (const [n, line] of linesOf(doc, text, at.width, style).entries())
    drawLine(doc, line, { ...at, top: at.top + n * height }, style)
}
