import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import type { ListBody } from '../../api/contract/schemas/common'
import type { Game } from '../../api/contract/schemas/football-games'
import { SEARCH_MAX } from '../../api/contract/terms/writing-limits'
import { listRecords, type RecordArea } from '../../api/records'
import { usePagedList } from '../../api/use-paged-list'
import { gameDay } from '../../ui/dates'
import { Pager } from '../../ui/pager'
import { Spinner } from '../../ui/spinner'
import { useDocumentTitle } from '../../ui/use-document-title'
import { FromDeviceNotice, isUnreachable, NotOnDevice } from '../from-device-notice'
import styles from './games-list.module.css'

// The games with their scores, newest first, searchable by a team's name; each row opens the game. The
// community area opens its sheet editor from here, the scout area a read-only sheet.

const LIMIT = 20

interface GamesListProps {
  area: RecordArea
  /** Where a game opens (relative to the section). */
  hrefOf: (uid: string) => string
  intro: string
  /** The page head's action (the community's "New game sheet"). */
  action?: ReactNode
  crumbs?: ReactNode
  /** Below the list (the community's game-day card). */
  aside?: ReactNode
}

export function GamesList({ area, hrefOf, intro, action, crumbs, aside }: GamesListProps) {
  useDocumentTitle('Games')
  const [q, setQ] = useState('')
  const list = usePagedList(
    // Without a signal, the games saved on this device (with sheets still waiting to sync laid over them).
    (paging, signal) =>
      listRecords('game', { q: q.trim() || undefined, ...paging }, signal, area) as unknown as Promise<
        ListBody<Game>
      >,
    [q, area],
    { limit: LIMIT },
  )
  const unreachable = list.error && !list.data && isUnreachable(list.error)
  // A failed first load shows an empty list (the client has already said why).
  const result =
    list.data || list.error
      ? { games: list.data?.data ?? ([] as Game[]), total: list.data?.meta.total ?? 0 }
      : null

  return (
    <>
      <div className="page-head">
        <div>
          {crumbs}
          <h1>Games</h1>
          <p>{intro}</p>
        </div>
        {action}
      </div>
      <div className="card stack">
        <div className="field">
          <label htmlFor="games-q">Search games</label>
          <input
            id="games-q"
            className="input"
            type="search"
            maxLength={SEARCH_MAX}
            placeholder="A team’s name"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {result === null ? <Spinner label="Loading games" /> : null}
        <FromDeviceNotice data={list.data} what="the games" />
        {unreachable ? <NotOnDevice what="the games" plural /> : null}
        {result && result.games.length === 0 && !unreachable ? (
          <p className="empty-state">No games found.</p>
        ) : null}
        <ul className={styles.gamesList}>
          {result?.games.map((game) => (
            <li key={game.uid}>
              <Link href={hrefOf(game.uid)} className={styles.gameRow}>
                <span className="game-date muted">{game.date ? gameDay(game.date) : 'No date'}</span>
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
        {list.pager.pages > 1 ? <Pager {...list.pager} label="Pages of games" /> : null}
      </div>
      {aside}
    </>
  )
}
