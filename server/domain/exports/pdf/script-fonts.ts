import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'

// Which font prints which letters (decision 0064). DejaVu Sans prints Latin, Greek, Cyrillic, Hebrew and Arabic
// (one glyph per letter form, so a reader copies the letters back) but has no Chinese, Japanese or Korean letters
// and no emoji: they printed as boxes. So text is cut into letters (grapheme clusters: an emoji with its skin tone
// or a letter with its vowel signs stays whole) and each letter takes the face of its script: Noto Sans Hans (Han
// and kana), Noto Sans KR (Hangul), Noto Emoji (monochrome: a PDF draws outlines; a colour bitmap font prints
// nothing). The face is chosen by the letter's script, not by looking glyphs up, so the choice is the same on
// every machine and costs no font parsing.

export type Face = 'latin' | 'cjk' | 'hangul' | 'emoji'
export type Weight = 'regular' | 'bold'

const require = createRequire(import.meta.url)
/** A file inside a package whose `exports` hide it: found beside the package's entry point. */
const besideEntry = (pkg: string, entryDepth: number, file: string) =>
  path.join(path.dirname(require.resolve(pkg)), ...Array(entryDepth).fill('..'), file)

const files: Record<Exclude<Face, 'latin'>, Record<Weight, () => string>> = {
  cjk: {
    regular: () => besideEntry('@embedpdf/fonts-sc', 1, 'fonts/NotoSansHans-Regular.otf'),
    bold: () => besideEntry('@embedpdf/fonts-sc', 1, 'fonts/NotoSansHans-Bold.otf'),
  },
  hangul: {
    regular: () => besideEntry('@embedpdf/fonts-kr', 1, 'fonts/NotoSansKR-Regular.otf'),
    bold: () => besideEntry('@embedpdf/fonts-kr', 1, 'fonts/NotoSansKR-Bold.otf'),
  },
  emoji: {
    // Noto Emoji has one drawing per emoji: the bold name prints the same pictures.
    regular: () => require.resolve('@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff'),
    bold: () => require.resolve('@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff'),
  },
}

/** pdfkit's name of a face: DejaVu keeps the names `regular` and `bold` every drawing already uses. */
export const fontName = (face: Face, weight: Weight) => (face === 'latin' ? weight : `${face}-${weight}`)

/**
 * Each file is read and parsed once per process, on the first PDF that needs it (a card in Latin letters reads
 * none), and the parsed font is shared by every PDF after it: pdfkit would parse it again for each document, and
 * Noto Emoji's tables of emoji sequences take seconds to read. Each document still embeds its own subset.
 */
const parsed = new Map<string, fontkit.Font>()
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>()

/** Registers a face with a document the first time one of its letters is drawn there. */
export function ensureFace(doc: PDFKit.PDFDocument, face: Face, weight: Weight): string {
  const name = fontName(face, weight)
  if (face === 'latin') return name
  const done = registered.get(doc) ?? new Set<string>()
  registered.set(doc, done)
  if (!done.has(name)) {
    const file = files[face][weight]()
    if (!parsed.has(file)) parsed.set(file, fontkit.create(fs.readFileSync(file)))
    // pdfkit takes a font it did not open (anything with `layout`), though its types name only files and bytes.
    doc.registerFont(name, parsed.get(file)! as unknown as Buffer)
    done.add(name)
  }
  return name
}

const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u
const HANGUL = /^\p{Script=Hangul}/u
// Han's script extensions take in the middle dot (·) the cards use between facts: CJK's own punctuation and
// full-width forms are named by their blocks instead.
const CJK =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\u3099-\u309C\u30FC\uFF01-\uFF9F]/u

/**
 * The face of one letter (a grapheme cluster). A space keeps the face before it, so a Chinese name with spaces is
 * one run — except after an emoji, whose font's space is an emoji wide; digits and punctuation are DejaVu's.
 */
export function faceOf(letter: string, before: Face): Face {
  if (/^\s+$/u.test(letter)) return before === 'emoji' ? 'latin' : before
  if (EMOJI.test(letter)) return 'emoji'
  if (HANGUL.test(letter)) return 'hangul'
  if (CJK.test(letter)) return 'cjk'
  return 'latin'
}
