import { drawLine, lineHeight, linesOf, type TextStyle, widthOf } from './paper-text'
import { ink, innerWidth, MARGIN, type Pdf } from './pdf-document'

// A table on paper: a bold header, thin rules, and a new page — with the header again — when the page is full.
// Nothing is cut (decision 0064): each column is first made as wide as its longest word (a heading such as
// "Matches" or a status such as "Recommended" reads whole), the page's remaining width goes to the columns that
// asked for more, and a cell longer than its column wraps onto another line of its row.

export interface PaperColumn {
  header: string
  /** The width the column would like; it grows to its longest word and may give up the rest. */
  width: number
  align?: 'left' | 'right'
}

const PAD = 2
const CELL: TextStyle = { size: 8.5 }
const HEAD: TextStyle = { size: 8.5, weight: 'bold' }

const longestWord = (doc: Pdf, text: string, style: TextStyle) =>
  Math.max(0, ...text.split(/\s+/).map((word) => widthOf(doc, word, style)))

/** The columns' widths: every word whole where the page allows, the rest shared as the columns asked. */
export function fitColumns(doc: Pdf, columns: PaperColumn[], rows: string[][], total = innerWidth(doc)) {
  const least = columns.map((column, i) =>
    Math.ceil(
      Math.max(
        longestWord(doc, column.header, HEAD),
        ...rows.map((row) => longestWord(doc, row[i] ?? '', CELL)),
      ) +
        2 * PAD +
        1,
    ),
  )
  const spare = total - least.reduce((a, b) => a + b, 0)
  // Words wider than the page allows: the columns keep the widths they asked for, and long words break.
  if (spare < 0) return columns.map((c) => (c.width * total) / columns.reduce((a, b) => a + b.width, 0))
  const wants = columns.map((c, i) => Math.max(0, c.width - least[i]!))
  const wanted = wants.reduce((a, b) => a + b, 0)
  return least.map((w, i) => (wanted ? w + (spare * wants[i]!) / wanted : w + spare / columns.length))
}

export function drawTable(doc: Pdf, table: { columns: PaperColumn[]; rows: string[][] }) {
  const widths = fitColumns(doc, table.columns, table.rows)
  const headers = table.columns.map((c) => c.header)
  const line = (cells: string[], style: TextStyle) => {
    const height = lineHeight(doc, style)
    const cellLines = table.columns.map((_, i) => linesOf(doc, cells[i] ?? '', widths[i]! - 2 * PAD, style))
    const rowHeight = Math.max(1, ...cellLines.map((l) => l.length)) * height + 5
    if (doc.y + rowHeight > doc.page.height - MARGIN - 20) {
      doc.addPage()
      if (style !== HEAD) line(headers, HEAD)
    }
    const y = doc.y
    let x = MARGIN
    table.columns.forEach((column, i) => {
      for (const [n, cellLine] of cellLines[i]!.entries())
        drawLine(
          doc,
          cellLine,
          { x: x + PAD, top: y + 3 + n * height, width: widths[i]! - 2 * PAD, align: column.align },
          style,
        )
      x += widths[i]!
    })
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(x, y + rowHeight)
      .lineWidth(0.4)
      .strokeColor(ink.line)
      .stroke()
    doc.x = MARGIN
    doc.y = y + rowHeight
  }
  line(headers, HEAD)
  for (const row of table.rows) line(row, CELL)
  doc.font('regular').fontSize(9.5).moveDown(0.3)
}
