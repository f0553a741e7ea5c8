import type { Pdf } from './pdf-document'

// The text a PDF reader copies out of right-to-left words (decision 0064). A PDF holds Arabic as it is drawn, right
// to left; a reader (PDF.js, Poppler) turns each drawn line back into typed order by reversing its characters. A
// ligature — Arabic's lam-alef, لا — is one drawn glyph that stands for two typed letters, and pdfkit writes them
// in typed order, so the reader's reversal swapped them ("صلاح" copied as "صالح"). Written here in drawn order,
// the reversal puts them back. This reaches into pdfkit's current font (its `_font`: the fontkit font, the subset
// and the glyph-to-text table it writes as ToUnicode); tests/api/pdf-paper-text.test.ts reads the words back.

interface PdfkitFont {
  font?: { layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] } }
  subset?: { includeGlyph(id: number): number }
  unicode?: (number[] | undefined)[]
}

/** Call with the run's font set, before the run is drawn in typed order for the font to lay out right to left. */
export function writeLigaturesDrawnOrder(doc: Pdf, typed: string) {
  const current = (doc as unknown as { _font?: PdfkitFont })._font
  if (!current?.font || !current.subset || !current.unicode) return
  for (const glyph of current.font.layout(typed, []).glyphs) {
    if (glyph.codePoints.length < 2) continue
    const gid = current.subset.includeGlyph(glyph.id)
    current.unicode[gid] ??= [...glyph.codePoints].reverse()
  }
}
