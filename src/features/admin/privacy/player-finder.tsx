import { dayWords } from '../../../api/contract/terms/recruitment'
import { useList } from '../../../api/use-read'
import { findPlayers } from './privacy-api'

// A request names a person ("erase my son Quentin's data"), not an id: the players whose name is like what the
// admin typed, each with what tells two of one name apart — his birth date and club — to choose from.

export function PlayerFinder({
  text,
  onChoose,
}: {
  text: string
  onChoose: (uid: string, name: string) => void
}) {
  const q = text.trim()
  const found = useList((signal) => findPlayers(q, signal), [q], { skip: q.length < 2 })
  if (q.length < 2) return null
  if (found.error) return <p role="alert">{found.error.message}</p>
  if (!found.data) return <p className="muted">Searching…</p>
  if (found.data.length === 0) return <p className="muted">No player’s name is like “{q}”.</p>
  return (
    <ul className="stack" aria-label="Players found">
      {found.data.map((player) => (
        <li key={player.uid}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onChoose(player.uid, player.name ?? '')}
          >
            {player.name}
          </button>{' '}
          <span className="muted">
            {[
              player.date_of_birth ? `born ${dayWords(player.date_of_birth)}` : 'birth date not recorded',
              player.current_club,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  )
}
