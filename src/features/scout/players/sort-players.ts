import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import type { SortKey } from './player-results'

// Orders a list the screen already holds (the shortlist) the way the server orders a search: names and ages
// from the start (youngest first), numbers from the top. Unknown values go last.

export function sortPlayers<P extends ScoutPlayer>(players: P[], by: SortKey | ''): P[] {
  if (!by) return players
  const value = (p: P): number | string | null =>
    by === 'name' ? (p.name ?? '').toLowerCase() : by === 'age' ? p.age : (p.stats?.[by] ?? null)
  const ascending = by === 'name' || by === 'age'
  return [...players].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return (x < y ? -1 : 1) * (ascending ? 1 : -1)
  })
}
