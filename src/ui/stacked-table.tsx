import type { ReactNode } from 'react'

// A list of records as a table on a tablet and one card a record on a phone (the `stacks` style in theme.css):
// the first column is the record's title (a link to it), each other value stands beside its column's name, and
// an empty value is hidden from the eye only, so a screen reader's columns stay in place. The roles are spelled
// out because WebKit — VoiceOver on the phones the cards are for — drops the implicit roles of table elements
// displayed as blocks (so biome.json lets this one file spell roles its elements already have).

export interface StackedColumn<Row> {
  label: string
  value: (row: Row) => ReactNode
  /** The row has nothing in this column (shown as "—" on a tablet, left out of a phone's card). */
  empty?: (row: Row) => boolean
  /** Its text may wrap on a tablet (a club's name), where cells keep to one line, so the table fits its card. */
  wrap?: boolean
}

interface StackedTableProps<Row> {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  title: StackedColumn<Row>
  columns: readonly StackedColumn<Row>[]
  /** The id of the heading that names the table (a section's title), for screen readers and tests. */
  labelledBy?: string
}

export function StackedTable<Row>({ rows, rowKey, title, columns, labelledBy }: StackedTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className="data-table stacks" role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {[title, ...columns].map((c) => (
              <th key={c.label} scope="col" role="columnheader">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              <td role="cell" data-wrap={title.wrap ? '' : undefined}>
                {title.value(row)}
              </td>
              {columns.map((c) => (
                <td
                  key={c.label}
                  role="cell"
                  data-label={c.label}
                  data-empty={c.empty?.(row) ? '' : undefined}
                  data-wrap={c.wrap ? '' : undefined}
                >
                  {c.empty?.(row) ? '—' : c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
