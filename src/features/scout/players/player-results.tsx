import { Fragment } from 'react'
import { Link } from 'wouter'
import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import { playerAgeWords } from '../../../api/contract/terms/consent'
import type { KeyNumbers } from '../../../api/contract/terms/player-stats'
import { NumberOrUnknown, UnknownLegend, WHY_NUMBERS_UNKNOWN } from '../../../ui/unknown-number'
import { AddToList } from '../lists/add-to-list'
import { positionLabel } from './player-facts'
import styles from './player-results.module.css'
import { ShortlistToggle } from './shortlist-toggle'

// Players as a table on a tablet and as cards on a phone (the same table, laid out by the stylesheet). Lists
// that carry key numbers (search results, the shortlist) show them; a list that can be ordered makes its
// column headings buttons that order by that column.

export type SortKey = 'name' | 'age' | 'matches' | 'minutes' | 'goals' | 'assists'

interface Sorting {
  /**
   * The list's order: a column's key marks that column; any other order (a rating, most recently added) marks
   * none. The screen says which: the players' search is by name when no order is asked, the shortlist is not.
   */
  by: string
  onSort: (key: SortKey) => void
}

// Short headings (full names in <abbr>, and on each phone card) keep the table inside a tablet's width.
const numbers: [SortKey & ('matches' | 'minutes' | 'goals' | 'assists'), string, string][] = [
  ['matches', 'Matches', 'M'],
  ['minutes', 'Minutes', 'Min'],
  ['goals', 'Goals', 'G'],
  ['assists', 'Assists', 'A'],
]

export function PlayerResults<P extends ScoutPlayer>({
  players,
  onShortlist,
  note,
  sort,
}: {
  players: P[]
  onShortlist?: (player: P, on: boolean) => void
  /** A line under the player (e.g. why the player is hot). */
  note?: (player: P) => string
  sort?: Sorting
}) {
  const withNumbers = players.some((p) => p.stats)
  const heading = (key: SortKey | null, label: string, short?: string, className?: string) => {
    const text = short ? <abbr title={label}>{short}</abbr> : label
    if (!sort || !key)
      return (
        <th scope="col" className={className}>
          {text}
        </th>
      )
    // Names and ages read from the start, numbers from the top (the server's order for each).
    const active = sort.by === key
    const direction = key === 'name' || key === 'age' ? 'ascending' : 'descending'
    return (
      <th scope="col" aria-sort={active ? direction : undefined}>
        <button
          type="button"
          className={styles.sort}
          onClick={() => sort.onSort(key)}
          aria-label={short ? `Order by ${label.toLowerCase()}` : undefined}
        >
          {text}
          <span aria-hidden="true">{active ? (direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    )
  }
  return (
    <div className={styles.frame}>
      <table className={styles.results} aria-label="Players">
        <thead>
          <tr>
            {heading('name', 'Name')}
            {heading('age', 'Age')}
            {/* The one long heading may take two lines: on one it pushed the toggles past the card's edge. */}
            {heading(null, 'Nationality and club', undefined, styles.wrapping)}
            {withNumbers
              ? numbers.map(([key, label, short]) => (
                  <Fragment key={key}>{heading(key, label, short)}</Fragment>
                ))
              : null}
            <th scope="col">
              <span className="visually-hidden">Shortlist</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.uid}>
              <th scope="row" className={styles.name}>
                <Link href={`~/scout/players/${player.uid}`}>{player.name}</Link>
                <span className={styles.sub}>{positionLabel(player.main_position)}</span>
                {note ? <span className={styles.note}>{note(player)}</span> : null}
                <AddToList player={{ uid: player.uid, name: player.name ?? 'Player' }} inline />
              </th>
              <td className={styles.age}>{playerAgeWords(player) ?? '—'}</td>
              <td>
                {player.nationality ?? '—'}
                <span className={styles.sub}>{player.current_club ?? 'No club recorded'}</span>
              </td>
              {withNumbers
                ? numbers.map(([key, label]) => (
                    <td key={key} className={styles.number} data-label={label}>
                      {shownNumber(player.stats, key)}
                    </td>
                  ))
                : null}
              <td className={styles.toggle}>
                <ShortlistToggle
                  key={`${player.uid}:${player.is_shortlisted}`}
                  player={player}
                  onChange={(on) => onShortlist?.(player, on)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {withNumbers && players.some((p) => numbers.some(([key]) => p.stats?.[key] === null)) ? (
        <UnknownLegend>{WHY_NUMBERS_UNKNOWN}</UnknownLegend>
      ) : null}
    </div>
  )
}

/** A number the sheets did not record is null (the one sign), never 0 (decision 0056). */
function shownNumber(stats: KeyNumbers | undefined, key: keyof KeyNumbers) {
  return <NumberOrUnknown value={stats ? stats[key] : 0} />
}
