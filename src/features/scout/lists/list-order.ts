import type { ScoutListEntry } from '../../../api/contract/schemas/scouting-lists'
import { listStatusCodes, recommendationCodes } from '../../../api/contract/terms/scouting'

// How a list's page orders and filters its entries (on the device: a list holds at most 500 players).

export const listOrders = [
  ['added', 'Latest added'],
  ['name', 'Name'],
  ['status', 'Status'],
  ['recommendation', 'Recommendation'],
  ['age', 'Youngest first'],
  ['goals', 'Most goals'],
  ['minutes', 'Most minutes'],
] as const
export type ListOrder = (typeof listOrders)[number][0]

const rank = <T extends string>(codes: readonly T[], code: T | undefined) =>
  code === undefined ? codes.length : codes.indexOf(code)

const compare: Record<ListOrder, (a: ScoutListEntry, b: ScoutListEntry) => number> = {
  added: (a, b) => b.added_at.localeCompare(a.added_at),
  name: (a, b) => (a.player.name ?? '').localeCompare(b.player.name ?? ''),
  status: (a, b) => rank(listStatusCodes, a.status) - rank(listStatusCodes, b.status),
  recommendation: (a, b) =>
    rank(recommendationCodes, a.latest_report?.recommendation) -
    rank(recommendationCodes, b.latest_report?.recommendation),
  age: (a, b) => (a.player.age ?? 999) - (b.player.age ?? 999),
  goals: (a, b) => b.player.stats.goals - a.player.stats.goals,
  // Minutes not recorded sort after every recorded number, a recorded 0 included.
  minutes: (a, b) => (b.player.stats.minutes ?? -1) - (a.player.stats.minutes ?? -1),
}

/** The entries of `status` (all when empty), in `order`; ties by name. */
export function orderedEntries(entries: readonly ScoutListEntry[], order: ListOrder, status: string) {
  return entries
    .filter((e) => !status || e.status === status)
    .sort((a, b) => compare[order](a, b) || compare.name(a, b))
}
