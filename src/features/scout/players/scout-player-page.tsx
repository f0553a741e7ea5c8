import { Link } from 'wouter'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { MatchesPlayed } from './matches-played'
import { factsOf, positionLabel } from './player-facts'
import { PlayerRatings, PlayerTotals } from './player-judgement'
import styles from './scout-players.module.css'
import { loadScoutPlayer } from './scout-players-api'
import { ShortlistToggle } from './shortlist-toggle'

// One player as a scout sees it: who, where, what they play, the games they played — and the shortlist toggle.

export function ScoutPlayerPage({ id }: { id: string }) {
  const read = useRecord(() => loadScoutPlayer(id), [id])
  const player = read.data
  useDocumentTitle(player?.name ?? 'Player')
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        {read.error.status === 404 ? 'There is no such player.' : 'The player could not be loaded.'}
      </p>
    )
  if (!player) return <Spinner label="Loading the player" />
  const others = (player.positions ?? []).map(positionLabel).join(', ')
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '~/scout/players', label: 'Players' }]} />
          <h1>{player.name}</h1>
          <p className={styles.facts}>{factsOf(player)}</p>
        </div>
        <div className="actions">
          <ShortlistToggle player={player} />
          <Link href={`~/scout/shortlist?compare=${player.uid}`} className="btn btn-secondary">
            Compare
          </Link>
        </div>
      </div>
      <div className="stack">
        <section className="card" aria-labelledby="identity-title">
          <h2 id="identity-title">Profile</h2>
          <dl className="definition">
            <dt>Main position</dt>
            <dd>{positionLabel(player.main_position)}</dd>
            <dt>Other positions</dt>
            <dd>{others || '—'}</dd>
            <dt>Date of birth</dt>
            <dd>{player.date_of_birth ?? 'Not recorded'}</dd>
            <dt>Preferred foot</dt>
            <dd>{player.preferred_foot ?? 'Not recorded'}</dd>
            <dt>Height</dt>
            <dd>{player.height_cm ? `${player.height_cm} cm` : 'Not recorded'}</dd>
            <dt>Nationality</dt>
            <dd>{player.nationality ?? 'Not recorded'}</dd>
            <dt>Club</dt>
            <dd>{player.current_club ?? 'Not recorded'}</dd>
          </dl>
        </section>
        <PlayerRatings playerId={player.uid} />
        <PlayerTotals playerId={player.uid} />
        <MatchesPlayed playerId={player.uid} />
      </div>
    </>
  )
}
