/**
 * A table's roles, spelled out for a table whose rows and cells are displayed as blocks on a phone (the `stacks`
 * style in theme.css): WebKit — VoiceOver on the phones that layout is for — drops the implicit roles of table
 * elements displayed otherwise than as a table. Spread onto the elements (`<tr {...tableRoles.row}>`).
 */
export const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const
