import { Link } from 'wouter'
import type { ScoutPlayer } from '../../../api/contract/scout-players'
import { positionLabel } from './player-facts'
import styles from './scout-players.module.css'
import { ShortlistToggle } from './shortlist-toggle'

// Players as rows on a tablet and as cards on a phone (the same list, laid out by the stylesheet).

export function PlayerResults<P extends ScoutPlayer>({
  players,
  onShortlist,
  note,
}: {
  players: P[]
  onShortlist?: (player: P, on: boolean) => void
  /** A line under the player (e.g. why the player is hot). */
  note?: (player: P) => string
}) {
  return (
    <ul className={styles.results} aria-label="Players">
      {players.map((player) => (
        <li key={player.uid} className={styles.result}>
          <Link href={`~/scout/players/${player.uid}`} className={styles.name}>
            {player.name}
          </Link>
          <span className={styles.fact}>{positionLabel(player.main_position)}</span>
          <span className={styles.fact}>{player.age !== null ? `${player.age} years` : '—'}</span>
          <span className={styles.fact}>{player.nationality ?? '—'}</span>
          <span className={styles.fact}>{player.current_club ?? '—'}</span>
          {note ? <span className={styles.note}>{note(player)}</span> : null}
          <ShortlistToggle
            key={`${player.uid}:${player.is_shortlisted}`}
            player={player}
            onChange={(on) => onShortlist?.(player, on)}
          />
        </li>
      ))}
    </ul>
  )
}
