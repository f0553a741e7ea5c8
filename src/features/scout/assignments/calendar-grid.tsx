import type { CalendarGame } from '../../../api/contract/schemas/assignments'
import { gameTitle } from '../../../api/contract/terms/assignments'
import { calendarDay, todayDay } from '../../../ui/dates'
import styles from './assignments.module.css'
import { byDay, type CalendarView, daysBetween } from './calendar-model'

// The calendar's days: a month or a week as a grid of seven columns, or an agenda of the days that have games.
// Each game is a button that opens it below; one with an assignment is marked.

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const kickOff = (game: CalendarGame) =>
  game.time ? new Date(game.time).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) : ''

interface CalendarGridProps {
  view: CalendarView
  from: string
  to: string
  anchor: string
  games: CalendarGame[]
  onOpen: (game: CalendarGame) => void
}

function GameButton({ game, onOpen }: { game: CalendarGame; onOpen: (game: CalendarGame) => void }) {
  const assigned = game.reasons.includes('assignment')
  const label = `${kickOff(game)} ${gameTitle(game)}`.trim()
  return (
    <button
      type="button"
      className={`${styles.chip} ${styles.chipButton}`}
      data-assigned={assigned}
      title={label}
      onClick={() => onOpen(game)}
    >
      <span className={styles.chipText}>
        {assigned ? '★ ' : ''}
        {label}
      </span>
    </button>
  )
}

export function CalendarGrid({ view, from, to, anchor, games, onOpen }: CalendarGridProps) {
  const days = byDay(games)
  const today = todayDay()
  if (view === 'agenda')
    return (
      <ul className={styles.agenda} aria-label="Games by day">
        {daysBetween(from, to)
          .filter((d) => days.has(d))
          .map((d) => (
            <li key={d} className={styles.agendaDay}>
              <h3>{calendarDay(d, 'full')}</h3>
              <div className="stack">
                {days.get(d)!.map((g) => (
                  <GameButton key={g.id} game={g} onOpen={onOpen} />
                ))}
              </div>
            </li>
          ))}
      </ul>
    )
  return (
    // biome-ignore lint/a11y/useSemanticElements: a calendar's days, not a form's fieldset.
    <div className={styles.month} role="group" aria-label={view === 'week' ? 'The week' : 'The month'}>
      {weekdays.map((w) => (
        <div key={w} className={styles.weekday} aria-hidden="true">
          {w}
        </div>
      ))}
      {daysBetween(from, to).map((d) => (
        // biome-ignore lint/a11y/useSemanticElements: a day of the calendar, not a form's fieldset.
        <div
          key={d}
          className={styles.day}
          role="group"
          aria-label={calendarDay(d, 'full')}
          data-outside={view === 'month' && d.slice(0, 7) !== anchor.slice(0, 7)}
          data-today={d === today}
        >
          <span className={styles.dayNumber}>{Number(d.slice(8))}</span>
          {(days.get(d) ?? []).map((g) => (
            <GameButton key={g.id} game={g} onOpen={onOpen} />
          ))}
        </div>
      ))}
    </div>
  )
}
