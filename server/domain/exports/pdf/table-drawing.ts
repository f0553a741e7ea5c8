import { ink, MARGIN, type Pdf } from './pdf-document'

// A simple table on paper: a bold header, thin rules, one line a row (long cells are cut with an ellipsis, so a
// row never wraps into the next), and a new page — with the header again — when the page is full.

export interface PaperColumn {
  header: string
  width: number
  align?: 'left' | 'right'
}

const ROW = 15

export function drawTable(doc: Pdf, table: { columns: PaperColumn[]; rows: string[][] }) {
  const headers = table.columns.map((c) => c.header)
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + ROW > doc.page.height - MARGIN - 20) {
      doc.addPage()
      if (!bold) line(headers, true)
    }
    const y = doc.y
    let x = MARGIN
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5)
    table.columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, y + 3, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: ROW,
      })
      x += column.width
    })
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(x, y + ROW)
      .lineWidth(0.4)
      .strokeColor(ink.line)
      .stroke()
    doc.x = MARGIN
    doc.y = y + ROW
  }
  line(headers, true)
  for (const row of table.rows) line(row, false)
  doc.font('regular').fontSize(9.5).moveDown(0.3)
}
