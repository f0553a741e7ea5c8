import { Fragment } from 'react'
import { headlineAttributes } from '../../../api/contract/terms/attribute-names'
import { useRecord } from '../../../api/use-read'
import { loadScoutAttributes } from './scout-players-api'

// The community's ratings of a player, each with its scale. Unrated is said, not drawn as zero.

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
