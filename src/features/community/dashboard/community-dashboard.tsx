import { Link } from 'wouter'
import type { Profile } from '../../../api/contract/schemas/auth'
import { unsyncedCount } from '../../../api/outbox/runtime'
import { useRecord } from '../../../api/use-read'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { GameDayCard } from '../../../connected/game-day-card'
import { counted } from '../../../ui/counted'
import { gameDay } from '../../../ui/dates'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadDashboard } from './dashboard-api'

// The community area's start page: the two things a member at a ground does most (a new game sheet, a new
// player), what waits on this tablet, what they have entered (from the record history) and the games they
// worked on last.

export function CommunityDashboard({ profile }: { profile: Profile | null }) {
  useDocumentTitle('Community dashboard')
  const read = useRecord(() => loadDashboard(), [])
  const waiting = useRecord(async () => (profile ? unsyncedCount(profile.uid) : 0), [profile?.uid])
  const board = read.data
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Welcome{profile?.name ? `, ${profile.name}` : ''}</h1>
          <p>Record the players, teams and games that scouts will find here.</p>
        </div>
        <div className="actions">
          <Link href="~/community/games/new" className="btn btn-primary">
            New game sheet
          </Link>
          <Link href="~/community/players/new" className="btn btn-secondary">
            New player
          </Link>
        </div>
      </div>
      <div className="grid">
        <section className="card stack" aria-labelledby="waiting-title">
          <h2 id="waiting-title">On this tablet</h2>
          {waiting.data === undefined ? null : waiting.data === 0 ? (
            <p>Everything you entered has reached the server.</p>
          ) : (
            <p>
              <strong>{counted(waiting.data, 'change waits', 'changes wait')}</strong> to be sent.{' '}
              <Link href="~/community/sync">Open Sync</Link>
            </p>
          )}
        </section>
        <GameDayCard />
        <section className="card stack" aria-labelledby="mine-title">
          <h2 id="mine-title">What you entered</h2>
          {read.error ? (
            <p className="muted">No connection, and your numbers are not saved on this device yet.</p>
          ) : null}
          <FromDeviceNotice data={board} what="your numbers" />
          {board ? (
            <>
              <p>
                <strong>{counted(board.created_total, 'record', 'records')}</strong> in all ·{' '}
                {counted(board.changes_this_week, 'change', 'changes')} this week
              </p>
              {board.created.length ? (
                <ul className="related-list">
                  {board.created.slice(0, 6).map((c) => (
                    <li key={c.kind}>
                      {c.count.toLocaleString('en')} {c.kind}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">Nothing yet: start with a game sheet or a player.</p>
              )}
            </>
          ) : null}
        </section>
        <section className="card stack" aria-labelledby="recent-title">
          <h2 id="recent-title">Your recent games</h2>
          {board && board.recent_games.length === 0 ? <p className="muted">No game sheets yet.</p> : null}
          {board?.recent_games.length ? (
            <ul className="related-list">
              {board.recent_games.map((g) => (
                <li key={g.uid}>
                  <Link href={`~/community/games/${g.uid}`}>
                    {g.team_names.length
                      ? g.team_names.map((n) => n ?? 'a team').join(' – ')
                      : 'A game without teams yet'}
                  </Link>{' '}
                  <span className="muted">
                    {g.home_score ?? '–'}:{g.away_score ?? '–'} · {g.date ? gameDay(g.date) : 'no date'}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {board ? (
            <p className="muted">
              The database holds {counted(board.totals.players, 'player', 'players')},{' '}
              {counted(board.totals.clubs, 'club', 'clubs')} and{' '}
              {counted(board.totals.games, 'game', 'games')}.
            </p>
          ) : null}
        </section>
      </div>
    </>
  )
}
