import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { asciiFileName, csvFile, exportFileName } from '../../src/rules/csv-table'

// How a table is written as CSV (docs/decisions/0046-files-and-share-links.md): what a spreadsheet opens right and a
// CSV parser reads back exactly, a name typed by someone else never run as a formula, and a file named after what it
// holds and the day.

type Row = { name: string; goals: number | null; note: string | null; keeps: boolean }
const columns = [
  { header: 'Player', cell: (r: Row) => r.name },
  { header: 'Goals', cell: (r: Row) => r.goals },
  { header: 'Note', cell: (r: Row) => r.note },
  { header: 'Keep', cell: (r: Row) => r.keeps },
]

describe('a CSV table', () => {
  it('starts with a byte-order mark and a header in words, one CRLF line a row, numbers as numbers', () => {
    const text = csvFile(columns, [{ name: 'Hakan Çalhanoğlu', goals: 2, note: null, keeps: true }])
    expect(text).toBe('\uFEFFPlayer,Goals,Note,Keep\r\nHakan Çalhanoğlu,2,,yes\r\n')
  })

  it('reads back exactly whatever the text holds: commas, quotes, line breaks, accents', () => {
    const rows: Row[] = [
      { name: 'Martin "Ødegaard", captain', goals: 0, note: 'line one\nline two', keeps: false },
      { name: 'Íñigo Martínez', goals: null, note: 'Ñ ç ğ ø', keeps: true },
    ]
    const back = parse(csvFile(columns, rows).slice(1), { columns: true }) as Record<string, string>[]
    expect(back).toEqual([
      { Player: 'Martin "Ødegaard", captain', Goals: '0', Note: 'line one\nline two', Keep: 'no' },
      { Player: 'Íñigo Martínez', Goals: '', Note: 'Ñ ç ğ ø', Keep: 'yes' },
    ])
  })

  it('never hands a spreadsheet a formula: a text starting with = + - @ is written after an apostrophe', () => {
    const rows: Row[] = ['=HYPERLINK("http://x","click")', '+1', '-2+3', '@SUM(A1)'].map((name) => ({
      name,
      goals: -1,
      note: null,
      keeps: false,
    }))
    const back = parse(csvFile(columns, rows).slice(1), { columns: true }) as Record<string, string>[]
    expect(back.map((r) => r.Player)).toEqual([
      '\'=HYPERLINK("http://x","click")',
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
    ])
    // A negative number is a number, not a formula.
    expect(back.map((r) => r.Goals)).toEqual(['-1', '-1', '-1', '-1'])
  })

  it('is named after what it holds and the day, and in ASCII for old clients', () => {
    const day = new Date('2026-11-25T10:00:00Z')
    expect(exportFileName('Left backs U21', day, 'csv')).toBe('left-backs-u21-2026-11-25.csv')
    expect(exportFileName('Défense / Ñ', day, 'pdf')).toBe('défense-ñ-2026-11-25.pdf')
    expect(exportFileName('***', day, 'csv')).toBe('export-2026-11-25.csv')
    // What the file is comes first, outside the 80 letters of whose it is: a card and a list never share a name.
    expect(exportFileName('Kylian Mbappé', day, 'pdf', 'player-card')).toBe(
      'player-card-kylian-mbappé-2026-11-25.pdf',
    )
    expect(exportFileName('Kylian Mbappé', day, 'pdf', 'list')).toBe('list-kylian-mbappé-2026-11-25.pdf')
    expect(asciiFileName('défense-ñ-2026-11-25.pdf')).toBe('defense-n-2026-11-25.pdf')
  })

  it('keeps at most 80 letters, never half of one written with two UTF-16 units', () => {
    const day = new Date('2026-11-25T10:00:00Z')
    // 𝒜 is two UTF-16 units: at the 80th letter, a cut by units kept its first half alone.
    for (const wide of ['𝒜', '😀', 'é', 'नि']) {
      const name = exportFileName(`${'a'.repeat(79)}${wide}${'b'.repeat(10)}`, day, 'pdf')
      expect(name.isWellFormed()).toBe(true)
      expect(() => encodeURIComponent(name)).not.toThrow()
      expect(name.endsWith('-2026-11-25.pdf')).toBe(true)
    }
    expect(exportFileName(`${'a'.repeat(79)}𝒜xyz`, day, 'pdf')).toBe(`${'a'.repeat(79)}𝒜-2026-11-25.pdf`)
    // A letter and its mark are one: kept together or not at all.
    expect(exportFileName(`${'a'.repeat(79)}निb`, day, 'csv')).toBe(`${'a'.repeat(79)}नि-2026-11-25.csv`)
    expect(exportFileName('a'.repeat(200), day, 'csv')).toBe(`${'a'.repeat(80)}-2026-11-25.csv`)
  })
})
