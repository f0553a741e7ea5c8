import { Fragment } from 'react'
import { headlineAttributes } from '../../../api/contract/players-attributes'
import { useRecord } from '../../../api/use-read'
import { loadScoutAttributes, loadScoutStats } from './scout-players-api'

// What a scout judges a player by: the community's ratings, each with its scale, and the career totals from
// the game sheets. Unrated is said, not drawn as zero.

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ')

export function PlayerRatings({ playerId }: { playerId: string }) {
  const read = useRecord(() => loadScoutAttributes(playerId), [playerId])
  const ratings = read.data
  const rated = ratings ? headlineAttributes.filter((key) => ratings[key] !== null) : []
  return (
    <section className="card stack" aria-labelledby="ratings-title">
      <h2 id="ratings-title">Ratings</h2>
      {read.error ? <p className="muted">The ratings could not be loaded.</p> : null}
      {ratings && rated.length === 0 ? <p className="muted">Nobody has rated this player yet.</p> : null}
      {rated.length ? (
        <dl className="definition">
          {rated.map((key) => (
            <Fragment key={key}>
              <dt>{label(key)}</dt>
              <dd>
                {ratings![key]} <span className="muted">out of 100</span>
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  )
}

export function PlayerTotals({ playerId }: { playerId: string }) {
  const read = useRecord(() => loadScoutStats(playerId), [playerId])
  const totals = read.data?.totals
  const rows: [string, number | undefined][] = totals
    ? [
        ['Matches', totals.matches],
        ['Goals', totals.goals],
        ['Assists', totals.assists],
        ['Yellow cards', totals.yellow_cards],
        ['Red cards', totals.red_cards],
        ['Man of the match', totals.motm],
      ]
    : []
  return (
    <section className="card stack" aria-labelledby="totals-title">
      <h2 id="totals-title">Career totals</h2>
      {read.error ? <p className="muted">The statistics could not be loaded.</p> : null}
      {totals ? (
        <dl className="definition">
          {rows.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value ?? 0}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
