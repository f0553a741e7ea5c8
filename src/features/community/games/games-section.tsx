import { useState } from 'react'
import { Link, Route, Switch } from 'wouter'
import type { Game } from '../../../api/contract/football-games'
import { Pager } from '../../../ui/pager'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { GameSheetPage, NewGameSheetPage } from './game-sheet-page'
import { listGames } from './games-api'
import './games-list.css'
import { useList } from '../../../api/use-read'

// /community/games: the games with their scores, searchable, each opening its sheet; and a new game sheet.

export default function GamesSection() {
  return (
    <Switch>
      <Route path="/" component={GamesList} />
      <Route path="/new" component={NewGameSheetPage} />
      <Route path="/:id">{(params) => <GameSheetPage key={params.id} id={params.id} />}</Route>
    </Switch>
  )
}

const LIMIT = 20

function GamesList() {
  useDocumentTitle('Games')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useList(
    (signal) => listGames({ q: q.trim() || undefined, page, limit: LIMIT }, signal),
    [q, page],
  )
  // A failed first load shows an empty list (the client has already said why).
  const result =
    list.data || list.error
      ? { games: list.data?.data ?? ([] as Game[]), total: list.data?.meta.total ?? 0 }
      : null

  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / LIMIT))
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Games</h1>
          <p>Open a game to keep its sheet: line-ups, goals, cards and substitutions as they happen.</p>
        </div>
        <Link href="/new" className="btn btn-primary">
          New game sheet
        </Link>
      </div>
      <div className="card stack">
        <div className="field">
          <label htmlFor="games-q">Search games</label>
          <input
            id="games-q"
            className="input"
            type="search"
            placeholder="A team’s name"
            value={q}
            onChange={(e) => {
              setQ(e.target.value)
              setPage(1)
            }}
          />
        </div>
        {result === null ? <Spinner label="Loading games" /> : null}
        {result && result.games.length === 0 ? <p className="empty-state">No games found.</p> : null}
        <ul className="games-list">
          {result?.games.map((game) => (
            <li key={game.uid}>
              <Link href={`/${game.uid}`} className="game-row">
                <span className="game-date muted">{game.date ? game.date.slice(0, 10) : 'No date'}</span>
                <span className="game-teams">
                  {game.team_names[0] ?? '?'}{' '}
                  <strong>
                    {game.home_score ?? '–'} – {game.away_score ?? '–'}
                  </strong>{' '}
                  {game.team_names[1] ?? '?'}
                </span>
                <span className="muted">{game.competition ?? game.venue ?? ''}</span>
              </Link>
            </li>
          ))}
        </ul>
        {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} label="Pages of games" /> : null}
      </div>
    </>
  )
}
