import type { Goal, Match } from './openfootball-format'

// Small conversions from openfootball's text conventions to values a database stores.

/** "90+4" → { minute: 90, addedTime: 4 }; older files give minute 90 and offset 4 separately. */
export function goalMinute(goal: Pick<Goal, 'minute' | 'offset'>): { minute: number; addedTime: number } {
  if (typeof goal.minute === 'number') return { minute: goal.minute, addedTime: goal.offset ?? 0 }
  const [base, added] = goal.minute.split('+')
  return { minute: Number(base), addedTime: added ? Number(added) : (goal.offset ?? 0) }
}

/**
 * Kick-off as a UTC instant from the local date and "13:00 UTC-6". A match without a time keeps only its
 * date (null kick-off); a time without an offset is read as UTC.
 */
export function kickoffUtc(match: Pick<Match, 'date' | 'time'>): Date | null {
  if (!match.time) return null
  const found = /^(\d{1,2}):(\d{2})(?: UTC(?:([+-])(\d{1,2})(?::(\d{2}))?)?)?$/.exec(match.time)
  if (!found) return null
  const [, hours, minutes, sign, offsetHours, offsetMinutes] = found
  const [year, month, day] = match.date.split('-').map(Number)
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes ?? 0))
  const local = Date.UTC(year!, month! - 1, day!, Number(hours), Number(minutes))
  return new Date(local - offset * 60_000)
}

export interface FinalScore {
  /** Goals after full time, or after extra time when it was played (penalties are not goals). */
  home: number | null
  away: number | null
  halfTime: [number, number] | null
  fullTime: [number, number] | null
  extraTime: [number, number] | null
  penalties: [number, number] | null
}

export function finalScore(match: Pick<Match, 'score'>): FinalScore {
  const score = match.score ?? {}
  const result = score.et ?? score.ft ?? null
  return {
    home: result ? result[0] : null,
    away: result ? result[1] : null,
    halfTime: score.ht ?? null,
    fullTime: score.ft ?? null,
    extraTime: score.et ?? null,
    penalties: score.p ?? null,
  }
}
