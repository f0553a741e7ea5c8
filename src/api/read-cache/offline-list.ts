import type { ListBody } from '../contract/schemas/common'
import { nameMatches } from '../outbox/pending-records'
import { markFromDevice } from './cached-read'
import { recordCopiesUnder } from './read-cache'

// A list page without a signal: the records of that family saved on this device, filtered by the same query
// keys the server filters by (a team's `tournamentId`, a game's `tournament_id` …) and by name, in pages.
// Games have no name: they are found by their teams' names and listed newest first, as the server lists them.

const notFilters = new Set(['page', 'limit', 'q', 'filter', 'sort', 'order'])

type Row = Record<string, unknown>

const isGame = (record: Row) => Array.isArray(record.team_array)
/** What a typed search matches: a record's name, a game's teams. */
const named = (record: Row): Row =>
  isGame(record) && record.name === undefined
    ? { name: (record.team_names as unknown[] | undefined)?.filter(Boolean).join(' ') ?? '' }
    : record
const byName = (a: Row, b: Row) => String(a.name ?? '').localeCompare(String(b.name ?? ''))
const newestFirst = (a: Row, b: Row) => String(b.date ?? '').localeCompare(String(a.date ?? ''))

/**
 * `also` are records this device knows besides its copies (created offline, still in the outbox); `over` lays
 * the member's waiting writes over each copy (a sheet saved offline shows its new score).
 */
export async function listFromCopies<T extends Row>(
  prefix: string,
  query: Record<string, string | number | undefined>,
  { also = [], over = (r) => r }: { also?: Row[]; over?: (record: Row) => Row } = {},
): Promise<ListBody<T> | undefined> {
  const saved = await recordCopiesUnder(prefix)
  const known = new Set(saved.map((c) => c.record.uid))
  const copies = [
    ...saved.map((c) => ({ ...c, record: over(c.record) })),
    ...also.filter((r) => !known.has(r.uid)).map((record) => ({ record, savedAt: Date.now() })),
  ]
  if (copies.length === 0) return undefined
  const wanted = Object.entries(query).filter(([k, v]) => !notFilters.has(k) && v !== undefined && v !== '')
  const typed = String(query.q ?? query.filter ?? '')
  const matching = copies.filter(
    ({ record }) =>
      wanted.every(([k, v]) => {
        const held = record[k]
        return Array.isArray(held) ? held.includes(v) : String(held) === String(v)
      }) &&
      (typed === '' || nameMatches(named(record), typed)),
  )
  const limit = Number(query.limit) || 20
  const page = Number(query.page) || 1
  const rows = matching
    .map((c) => c.record)
    .sort((a, b) => (isGame(a) ? newestFirst(a, b) : byName(a, b)))
    .slice((page - 1) * limit, page * limit) as T[]
  const oldest = Math.min(...matching.map((c) => c.savedAt), Date.now())
  return markFromDevice({ data: rows, meta: { total: matching.length, page, limit } }, oldest)
}
