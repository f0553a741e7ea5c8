import type { CalendarGame } from '../../../api/contract/schemas/assignments'

// The calendar's arithmetic: the days a month grid or a week shows (weeks start on Monday), and on which of the
// reader's days a game falls — at its kick-off in his zone when its hour is known, else on its calendar day.

export type CalendarView = 'month' | 'week' | 'agenda'

const DAY_MS = 86_400_000
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
export const addDays = (day: string, n: number) => isoDay(dayMs(day) + n * DAY_MS)
/** Monday = 0. */
const weekdayOf = (day: string) => (new Date(dayMs(day)).getUTCDay() + 6) % 7

/** The first and last day shown for a view around `anchor` (a day). */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = addDays(anchor, -weekdayOf(anchor))
    return { from, to: addDays(from, 6) }
  }
  const first = `${anchor.slice(0, 7)}-01`
  const last = addDays(`${addDays(first, 32).slice(0, 7)}-01`, -1)
  if (view === 'agenda') return { from: first, to: last }
  return { from: addDays(first, -weekdayOf(first)), to: addDays(last, 6 - weekdayOf(last)) }
}

/** Every day from `from` to `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
  return days
}

/** The reader's day of a game. */
export function localDayOf(game: Pick<CalendarGame, 'date' | 'time'>): string | null {
  if (game.time) {
    const at = new Date(game.time)
    return isoDay(at.getTime() - at.getTimezoneOffset() * 60_000)
  }
  return game.date
}

export function byDay(games: CalendarGame[]): Map<string, CalendarGame[]> {
  const days = new Map<string, CalendarGame[]>()
  for (const game of games) {
    const day = localDayOf(game)
    if (!day) continue
    days.set(day, [...(days.get(day) ?? []), game])
  }
  return days
}

/** The anchor moved by one view's length. */
export function step(view: CalendarView, anchor: string, by: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * by)
  const [y, m] = anchor.split('-').map(Number) as [number, number]
  const month = new Date(Date.UTC(y, m - 1 + by, 1))
  return isoDay(month.getTime())
}
