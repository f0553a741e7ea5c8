import { isTyped, type QueryKey } from '../../../api/contract/terms/scout-filter-query'

// How a change of the Players query enters the browser's history, so Back undoes what the scout did: a page
// turned, an option picked or an order chosen is a step of its own; typing into a box is one step for the whole
// word, not one per keystroke. An entry made by typing remembers its field (in history.state), and the next
// keystroke in that field replaces it instead of adding another. Which fields are typed into: the filter's
// address table (contract/terms/scout-filter-query.ts).

/** What history.state holds for an entry the Players screen made. */
export interface QueryEntry {
  typed: QueryKey | null
}

/** The navigation for a change of `field`, given the state of the entry the screen shows now. */
export function historyStep(
  field: QueryKey | 'page',
  current: unknown,
): { replace: boolean; state: QueryEntry } {
  const typed = field === 'page' || !isTyped(field) ? null : field
  const continues = typed !== null && (current as Partial<QueryEntry> | null)?.typed === typed
  return { replace: continues, state: { typed } }
}
