import type { MatchPlayed } from '../../../api/contract/schemas/scout-players'

// A player's output per 90 minutes, from their matches. Only games whose sheet records the line-up count:
// their minutes are known, and their goals and assists are divided by those same minutes. With no such game
// the rates are unknown (null), never 0.

export interface Output {
  minutes: number | null
  goals: number | null
  assists: number | null
  contributions: number | null
}

const round2 = (n: number) => Math.round(n * 100) / 100

export function perNinety(matches: MatchPlayed[]): Output {
  const timed = matches.filter((m) => m.lineup_recorded && m.minutes !== null)
  const minutes = timed.reduce((sum, m) => sum + (m.minutes ?? 0), 0)
  if (minutes === 0)
    return { minutes: timed.length ? 0 : null, goals: null, assists: null, contributions: null }
  const rate = (count: number) => round2((count * 90) / minutes)
  const goals = timed.reduce((sum, m) => sum + m.goals, 0)
  const assists = timed.reduce((sum, m) => sum + (m.assists ?? 0), 0)
  return { minutes, goals: rate(goals), assists: rate(assists), contributions: rate(goals + assists) }
}
