import { useState } from 'react'
import type { CalendarGame } from '../../../api/contract/schemas/assignments'
import { useList, useRecord } from '../../../api/use-read'
import { todayDay } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { loadWorkspace } from '../club/club-api'
import { loadCalendar } from './assignments-api'
import { CalendarFeedCard } from './calendar-feed-card'
import { CalendarGamePanel } from './calendar-game-panel'
import { CalendarGrid } from './calendar-grid'
import { type CalendarView, rangeOf, step } from './calendar-model'

// The games that matter to a scout — his assignments' and those of the players he follows (shortlist, lists, the
// club's lists and shadow team) — as a month or a week on a tablet and an agenda on a phone; a game opens below
// with its listed players and, for a head, "Assign". His private feed puts his assignments in his own calendar.

const views: [CalendarView, string][] = [
  ['month', 'Month'],
  ['week', 'Week'],
  ['agenda', 'Agenda'],
]
const wide = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 700px)').matches

export function CalendarPage() {
  useDocumentTitle('Calendar')
  const [view, setView] = useState<CalendarView>(() => (wide() ? 'month' : 'agenda'))
  const [anchor, setAnchor] = useState(todayDay())
  const [open, setOpen] = useState<CalendarGame | null>(null)
  const { from, to } = rangeOf(view, anchor)
  const read = useList(() => loadCalendar(from, to), [from, to], { debounceMs: 0 })
  const workspace = useRecord(() => loadWorkspace().catch(() => null), [])
  const monthName = new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <>
      <div className="page-head">
        <h1>Calendar</h1>
      </div>
      <div className="stack">
        {/* biome-ignore lint/a11y/useSemanticElements: three toggle buttons, not a form's fieldset. */}
        <div className="actions" role="group" aria-label="Calendar view">
          {views.map(([v, label]) => (
            <button
              key={v}
              type="button"
              className={`btn${view === v ? ' btn-primary' : ''}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="actions">
          <button type="button" className="btn" onClick={() => setAnchor(step(view, anchor, -1))}>
            ‹ Earlier
          </button>
          <label className="field">
            <span className="visually-hidden">Go to month</span>
            <input
              className="input"
              type="month"
              value={anchor.slice(0, 7)}
              onChange={(e) => e.target.value && setAnchor(`${e.target.value}-01`)}
            />
          </label>
          <button type="button" className="btn" onClick={() => setAnchor(step(view, anchor, 1))}>
            Later ›
          </button>
          <button type="button" className="btn" onClick={() => setAnchor(todayDay())}>
            Today
          </button>
        </div>
        <h2 aria-live="polite">{view === 'week' ? `Week of ${from}` : monthName}</h2>
        {read.error ? (
          <p className="form-message" data-kind="error" role="alert">
            The calendar could not be loaded and this period is not saved on this device.
          </p>
        ) : null}
        {!read.data && !read.error ? <Spinner label="Loading the calendar" /> : null}
        {read.data ? (
          <CalendarGrid view={view} from={from} to={to} anchor={anchor} games={read.data} onOpen={setOpen} />
        ) : null}
        {read.data?.length === 0 ? (
          <p className="muted">
            No game of your assignments or of the players you follow in this period. Shortlist or list players
            to see their teams' games here.
          </p>
        ) : null}
        {open ? (
          <CalendarGamePanel
            game={open}
            isHead={workspace.data?.role === 'head'}
            onClose={() => setOpen(null)}
          />
        ) : null}
        <CalendarFeedCard />
      </div>
    </>
  )
}
