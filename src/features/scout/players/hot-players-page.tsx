import { useRecord } from '../../../api/use-read'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PlayerResults } from './player-results'
import { loadHotPlayers } from './scout-players-api'

// Who is worth a look now: players in form and players other scouts are shortlisting, each with the reason.

export function HotPlayersPage() {
  useDocumentTitle('Hot players')
  const read = useRecord(() => loadHotPlayers(25), [])
  const players = read.data ?? []
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Hot players</h1>
          <p>
            In form (two or more goals and assists over their last five games on record) or shortlisted by
            scouts in the last 14 days.
          </p>
        </div>
      </div>
      <div className="card stack">
        {read.loading ? <Spinner label="Loading hot players" /> : null}
        {read.error ? (
          <p className="form-message" data-kind="error" role="alert">
            The hot players could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {read.data && players.length === 0 ? (
          <p className="empty-state">Nobody is hot right now: no recent goals or shortlists.</p>
        ) : null}
        {players.length ? <PlayerResults players={players} note={(player) => player.hot.reason} /> : null}
      </div>
    </>
  )
}
