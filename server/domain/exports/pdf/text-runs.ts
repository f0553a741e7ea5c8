import bidiFactory from 'bidi-js'
import { type Face, faceOf } from './script-fonts'

// A line of text as it is drawn: runs of one face and one direction, left to right on the paper (decision 0064).
// The Unicode bidirectional algorithm (bidi-js) gives each letter its level; a line's runs are then put in
// visual order (rule L2: from the highest level down, each stretch at that level or above is reversed). A
// right-to-left run of Arabic or Hebrew letters is handed over in the order it was typed: the font engine
// (fontkit, inside pdfkit) joins its letters and lays them out right to left itself. Any other right-to-left run
// (a space, a bracket, an emoji between Arabic words) is reversed here, letter by letter, brackets mirrored.

const bidi = bidiFactory()
const letters = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The letters fontkit lays out right to left by itself (its right-to-left scripts). */
const SHAPED_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

export interface TextRun {
  /** What pdfkit is given: typed order for a shaped right-to-left run, drawing order for the rest. */
  text: string
  face: Face
  rtl: boolean
  /** Handed over in typed order: the font engine joins its letters and reverses them. */
  shaped: boolean
}

/** A paragraph's levels, worked out once and shared by the lines it is broken into. */
export interface Paragraph {
  text: string
  levels: Uint8Array
  level: number
}

/** Latin letters, digits and punctuation with no direction marks: one left-to-right DejaVu run, nothing to work out. */
const PLAIN = /^[\u0020-\u024F\u2010-\u2027\u2030-\u205E]*$/

export function paragraphOf(text: string): Paragraph {
  if (PLAIN.test(text)) return { text, levels: new Uint8Array(0), level: 0 }
  const found = bidi.getEmbeddingLevels(text, 'auto')
  return { text, levels: found.levels, level: found.paragraphs[0]?.level ?? 0 }
}

interface LogicalRun {
  start: number
  end: number
  level: number
  face: Face
}

/** The runs of `paragraph.text.slice(start, end)`, in the order they are drawn from left to right. */
export function visualRuns(paragraph: Paragraph, start = 0, end = paragraph.text.length): TextRun[] {
  const { text, levels } = paragraph
  if (!levels.length) return [{ text: text.slice(start, end), face: 'latin', rtl: false, shaped: false }]
  // Rule L1: spaces that end a line go back to the paragraph's level (they trail at its end edge).
  let trailing = end
  while (trailing > start && /\s/u.test(text[trailing - 1]!)) trailing--
  const levelAt = (i: number) => (i >= trailing ? paragraph.level : levels[i]!)

  const runs: LogicalRun[] = []
  let face: Face = 'latin'
  for (const { segment, index } of letters.segment(text.slice(start, end))) {
    const at = start + index
    face = faceOf(segment, face)
    const level = levelAt(at)
    const last = runs.at(-1)
    if (last && last.face === face && last.level === level) last.end = at + segment.length
    else runs.push({ start: at, end: at + segment.length, level, face })
  }

  const order = [...runs]
  const highest = Math.max(0, ...order.map((r) => r.level))
  const lowestOdd = Math.min(...order.map((r) => r.level).filter((l) => l % 2), highest + 1)
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i]!.level < level) continue
      let j = i
      while (j + 1 < order.length && order[j + 1]!.level >= level) j++
      order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse())
      i = j
    }
  }
  return order.map((run) => {
    const typed = text.slice(run.start, run.end)
    const rtl = run.level % 2 === 1
    const shaped = rtl && SHAPED_RTL.test(typed)
    if (!rtl || shaped) return { text: typed, face: run.face, rtl, shaped }
    const drawn = [...letters.segment(typed)]
      .map(({ segment }) => bidi.getMirroredCharacter(segment) ?? segment)
      .reverse()
      .join('')
    return { text: drawn, face: run.face, rtl, shaped }
  })
}
