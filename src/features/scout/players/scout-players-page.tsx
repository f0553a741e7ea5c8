import { useId, useState } from 'react'
import { useList } from '../../../api/use-read'
import { Pager } from '../../../ui/pager'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { PlayerResults } from './player-results'
import styles from './scout-players.module.css'
import { listScoutPlayers, searchScoutPlayers } from './scout-players-api'

// Find players: one search box (names, typo-tolerant, accents ignored) over the whole database, or every player
// alphabetically when it is empty; each result can be shortlisted where it stands.

const LIMIT = 25

export function ScoutPlayersPage() {
  useDocumentTitle('Players')
  const searchId = useId()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const text = q.trim()
  const list = useList(
    (signal) =>
      text
        ? searchScoutPlayers({ q: text, page, limit: LIMIT }, signal)
        : listScoutPlayers({ page, limit: LIMIT }, signal),
    [text, page],
  )
  const total = list.data?.meta.total ?? 0
  const players = list.data?.data ?? []
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Players</h1>
          <p>Search every player the community keeps; shortlist the ones you want to follow.</p>
        </div>
      </div>
      <div className="card stack">
        <div className={styles.search}>
          <label htmlFor={searchId}>Search by name</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={q}
            placeholder="e.g. Mbappe"
            onChange={(event) => {
              setQ(event.target.value)
              setPage(1)
            }}
          />
        </div>
        {list.loading && !list.data ? <Spinner label="Loading players" /> : null}
        {list.error && !list.data ? (
          <p className="form-message" data-kind="error" role="alert">
            The players could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {list.data && players.length === 0 ? (
          <p className="empty-state">{text ? `No player matches “${text}”.` : 'No players yet.'}</p>
        ) : null}
        {players.length ? <PlayerResults players={players} /> : null}
        {list.data ? (
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(total / LIMIT))}
            onPage={setPage}
            summary={`${total} ${total === 1 ? 'player' : 'players'}`}
          />
        ) : null}
      </div>
    </>
  )
}
