// A game's season comes from its date, so nobody types it and the statistics group games alike. Leagues run
// across the turn of the year (a season starts in July: 2026-08-15 is "2026/27", 2027-03-01 too); tournaments
// and friendlies take the calendar year ("2026"), which is how the imported World Cup reads. The two forms as
// the wire accepts them are src/api/contract/terms/seasons.ts (isSeason).

export type SeasonStyle = 'league' | 'calendar'

/** `date` is an ISO date or date-time; null when there is no usable date. */
export function seasonOf(date: string | Date | null | undefined, style: SeasonStyle): string | null {
  if (!date) return null
  const day = typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10)
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day)
  if (!match) return null
  const year = Number(match[1])
  if (style === 'calendar') return String(year)
  const start = Number(match[2]) >= 7 ? year : year - 1
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`
}
