import { z } from 'zod'
import { queryKeys } from '../terms/scout-filter-query'

// What leaves the app as a file (docs/decisions/0046-files-and-share-links.md): a table as CSV, a player card or a list
// as a PDF. A format we do not make is refused in words; no format asked means the table's first format.

const formatOf = <F extends string>(formats: readonly [F, ...F[]], what: string) =>
  z.enum(formats, {
    message: `${what} is made as ${formats.map((f) => f.toUpperCase()).join(' or ')} (format=${formats.join('|')})`,
  })

const csvOnly = { format: formatOf(['csv'], 'This table').default('csv') }

/** A table: CSV. */
export const tableExportQuery = z.object(csvOnly)

/**
 * The search: CSV, with the Players screen's address beside it — its keys (scout-filter-query.ts) as the text
 * the address holds; the filter's schema then reads them as the screen's search does and names a wrong one.
 */
export const searchExportQuery = z.object({
  ...csvOnly,
  ...Object.fromEntries(queryKeys.map((key) => [key, z.string().max(200).optional()])),
})

/** A list: its table as CSV, or a PDF of one line a player — with each player's card after it when asked. */
export const listExportQuery = z.object({
  format: formatOf(['csv', 'pdf'], 'A list').default('csv'),
  cards: z.enum(['0', '1'], { message: 'cards is 1 (each player’s card after the list) or 0' }).default('0'),
})
export type ListExportQuery = z.infer<typeof listExportQuery>

export const cardExportQuery = z.object({ format: formatOf(['pdf'], 'A player card').default('pdf') })
