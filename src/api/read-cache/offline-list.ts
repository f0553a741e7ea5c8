import type { ListBody } from '../contract/common'
import { nameMatches } from '../outbox-pending-records'
import { markFromDevice } from './cached-read'
import { recordCopiesUnder } from './read-cache'

// A list page without a signal: the records of that family saved on this device, filtered by the same query
// keys the server filters by (a team's `tournamentId`, a game's `tournament_id` …) and by name, in pages.

const notFilters = new Set(['page', 'limit', 'q', 'filter', 'sort', 'order'])

export async function listFromCopies<T extends Record<string, unknown>>(
  prefix: string,
  query: Record<string, string | number | undefined>,
): Promise<ListBody<T> | undefined> {
  const copies = await recordCopiesUnder(prefix)
  if (copies.length === 0) return undefined
  const wanted = Object.entries(query).filter(([k, v]) => !notFilters.has(k) && v !== undefined && v !== '')
  const typed = String(query.q ?? query.filter ?? '')
  const matching = copies.filter(
    ({ record }) =>
      wanted.every(([k, v]) => {
        const held = record[k]
        return Array.isArray(held) ? held.includes(v) : String(held) === String(v)
      }) &&
      (typed === '' || nameMatches(record, typed)),
  )
  const limit = Number(query.limit) || 20
  const page = Number(query.page) || 1
  const rows = matching
    .map((c) => c.record)
    .sort((a, b) => String(a.name ?? '').localeCompare(String(b.name ?? '')))
    .slice((page - 1) * limit, page * limit) as T[]
  const oldest = Math.min(...matching.map((c) => c.savedAt), Date.now())
  return markFromDevice({ data: rows, meta: { total: matching.length, page, limit } }, oldest)
}
