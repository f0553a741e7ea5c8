import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import type { CalendarGame } from '../../../api/contract/schemas/assignments'
import { calendarReasonWords, gameTitle, statusWords } from '../../../api/contract/terms/assignments'
import { calendarDay, dateTime } from '../../../ui/dates'

// A game opened from the calendar: when and where, its teams, the scout's players in it and why each is
// followed, its assignments, and for a head "Assign" — at the game, or a listed player at it.

interface CalendarGamePanelProps {
  game: CalendarGame
  isHead: boolean
  onClose: () => void
}

export function CalendarGamePanel({ game, isHead, onClose }: CalendarGamePanelProps) {
  // Opened below the days: brought into view, or a phone's reader would not see that anything opened.
  const panel = useRef<HTMLElement>(null)
  // (In braces: Chromium's scrollIntoView answers a promise, which React would take for a clean-up.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled when another game opens, not on each render.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' })
  }, [game.id])
  const assignHref = (player?: string) =>
    `~/scout/assignments/new?game=${game.id}&day=${game.date ?? ''}${player ? `&player=${player}` : ''}`
  const team = (uid: string | null, name: string | null) =>
    uid ? <Link href={`~/scout/browse/team/${uid}`}>{name}</Link> : (name ?? 'To be decided')
  return (
    <section ref={panel} className="card stack" aria-labelledby="calendar-game-title">
      <div className="page-head">
        <h2 id="calendar-game-title">{gameTitle(game)}</h2>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
      <p>
        {game.time ? dateTime(game.time) : game.date ? calendarDay(game.date, 'full') : 'Day not set'}
        {game.competition ? ` · ${game.competition}` : ''}
        {game.venue ? ` · ${game.venue}` : ''}
      </p>
      <p>
        {team(game.home_uid, game.home)} – {team(game.away_uid, game.away)} ·{' '}
        <Link href={`~/scout/browse/games/${game.id}`}>The game's sheet</Link>
      </p>
      {game.assignments.length ? (
        <>
          <h3>Assignments</h3>
          <ul>
            {game.assignments.map((a) => (
              <li key={a.uid}>
                <Link href={`~/scout/assignments/${a.uid}`}>
                  {a.scout.name}
                  {a.player ? ` on ${a.player.name}` : ''}
                </Link>{' '}
                <span className="muted">· {statusWords[a.status]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {game.players.length ? (
        <>
          <h3>Your players in it</h3>
          <ul>
            {game.players.map((p) => (
              <li key={p.uid}>
                <Link href={`~/scout/players/${p.uid}`}>{p.name}</Link>
                <span className="muted">
                  {p.team ? ` · ${p.team}` : ''} · {p.reasons.map((r) => calendarReasonWords[r]).join(', ')}
                </span>
                {isHead ? (
                  <>
                    {' '}
                    · <Link href={assignHref(p.uid)}>Assign at this game</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isHead ? (
        <div className="actions">
          <Link href={assignHref()} className="btn btn-primary">
            Assign a scout to this game
          </Link>
        </div>
      ) : null}
    </section>
  )
}
