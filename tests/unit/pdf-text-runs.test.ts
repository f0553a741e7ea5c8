import { describe, expect, it } from 'vitest'
import { linesOf, widthOf } from '../../server/domain/exports/pdf/paper-text'
import { newPdf } from '../../server/domain/exports/pdf/pdf-document'
import { faceOf } from '../../server/domain/exports/pdf/script-fonts'
import { paragraphOf, visualRuns } from '../../server/domain/exports/pdf/text-runs'

// How a line of typed text is cut for paper (docs/decisions/0064-pdf-text-in-any-script.md): the face of each
// letter, the runs left to right, and where lines break. tests/api/pdf-paper-text.test.ts reads whole PDFs back.

const lines = (text: string, width: number) => {
  const doc = newPdf('t', 'a')
  return linesOf(doc, text, width, { size: 10 }).map((l) => l.paragraph.text.slice(l.start, l.end))
}

describe('faces', () => {
  it('takes each letter to the face of its script; a space stays with the face before it, except an emoji', () => {
    expect(faceOf('孫', 'latin')).toBe('cjk')
    expect(faceOf('손', 'latin')).toBe('hangul')
    expect(faceOf('⚽', 'latin')).toBe('emoji')
    expect(faceOf('👍🏽', 'latin')).toBe('emoji')
    expect(faceOf('ص', 'latin')).toBe('latin')
    expect(faceOf('·', 'cjk')).toBe('latin')
    expect(faceOf(' ', 'cjk')).toBe('cjk')
    expect(faceOf(' ', 'emoji')).toBe('latin')
  })
})

describe('runs', () => {
  it('keeps an Arabic name whole and in typed order inside a left-to-right line, for the font to reverse', () => {
    const runs = visualRuns(paragraphOf('Prepared by محمد صلاح on 25 Nov'))
    expect(runs.map((r) => [r.text, r.rtl, r.shaped])).toEqual([
      ['Prepared by ', false, false],
      ['محمد صلاح', true, true],
      [' on 25 Nov', false, false],
    ])
  })

  it('puts a left-to-right word of a right-to-left line on the left of the Arabic, as read', () => {
    const runs = visualRuns(paragraphOf('صلاح 11'))
    expect(runs.map((r) => r.text.trim())).toEqual(['11', 'صلاح'])
  })
})

describe('lines', () => {
  it('breaks Chinese between letters and Latin at spaces, never inside a word that fits', () => {
    expect(lines('孫興慜孫興慜', 25).join('|')).toBe('孫興|慜孫|興慜')
    const sentence = 'Recommended players to watch this season'
    const broken = lines(sentence, 80)
    expect(broken.length).toBeGreaterThan(1)
    expect(broken.join('')).toBe(sentence)
    for (const line of broken)
      for (const word of line.trim().split(' ')) expect(sentence.split(' ')).toContain(word)
  })

  it('breaks a word wider than the line between its letters, losing none', () => {
    const doc = newPdf('t', 'a')
    const word = 'Wolfeschlegelsteinhausenbergerdorff'
    const broken = lines(word, 60)
    expect(broken.length).toBeGreaterThan(1)
    expect(broken.join('')).toBe(word)
    for (const line of broken) expect(widthOf(doc, line, { size: 10 })).toBeLessThanOrEqual(60)
  })
})
