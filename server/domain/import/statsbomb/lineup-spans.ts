import { positionCodeOf } from './position-codes'
import type { Card, LineupPlayer, Span } from './statsbomb-format'

// One player's match from his line-up entry: whether he started, when he came on and went off, his minutes and
// the minutes at each position, and his cards. StatsBomb's spans are match-clock times ("67:41") with periods:
// the clock restarts at 45:00, 90:00 and 105:00, so stoppage time of one half ("47:12", period 1) lies past the
// next half's start. Each instant is therefore held inside its own period (45 minutes a half, 15 an extra-time
// half) and the spans are read as sets of instants: out of order or overlapping (two positions at the change of
// a shape) they count each second once. `to: null` is the final whistle; period 5 is the shoot-out, which
// adds no minutes.

const PERIOD_BOUNDS: Record<number, [number, number]> = {
  1: [0, 45 * 60],
  2: [45 * 60, 90 * 60],
  3: [90 * 60, 105 * 60],
  4: [105 * 60, 120 * 60],
}

export const seconds = (clock: string): number => {
  const [m, s] = clock.split(':')
  return Number(m) * 60 + Math.floor(Number(s ?? 0))
}

/** An instant held inside its period; the shoot-out (5) is the end of extra time. */
function instant(clock: string, period: number, matchEnd: number): number {
  if (period >= 5) return matchEnd
  const [start, end] = PERIOD_BOUNDS[period]!
  return Math.min(Math.max(seconds(clock), start), Math.min(end, matchEnd))
}

/** A broadcast's minute of an event at this clock time ("66:57" → 67'), at most the sheet's 130. */
export const eventMinute = (clock: string): number => Math.min(Math.floor(seconds(clock) / 60) + 1, 130)

export interface PlayerMatch {
  started: boolean
  played: boolean
  minutes: number
  subInMinute: number | null
  subOutMinute: number | null
  /** Still on the pitch at the end: played, and neither taken off nor sent off. */
  onField: boolean
  /** Seconds played at each of the app's positions. */
  positionSeconds: Map<string, number>
  /** The position of the most minutes in this match. */
  position: string | null
  yellow: number | null
  secondYellow: number | null
  red: number | null
  /** Exact ends of the spans and their places, to pair a substitution's two players. */
  onAt: string | null
  offAt: string | null
  firstPosition: string | null
  lastPosition: string | null
}

const OFF = /substitution - off|player off|injury/i
const ON = /substitution - on|player on/i

/** Whether any span or card of the match reaches extra time (so the match lasted 120 minutes). */
export const reachesExtraTime = (players: LineupPlayer[]): boolean =>
  players.some(
    (p) =>
      p.positions.some((s) => s.from_period >= 3 || (s.to_period ?? 0) >= 3) ||
      p.cards.some((c) => c.period >= 3),
  )

function cardsOf(cards: Card[]) {
  const order = [...cards].sort((a, b) => a.period - b.period || seconds(a.time) - seconds(b.time))
  const minuteOf = (type: RegExp) => {
    const card = order.find((c) => type.test(c.card_type))
    return card ? eventMinute(card.time) : null
  }
  const second = minuteOf(/second yellow/i)
  return { yellow: minuteOf(/^yellow card$/i), secondYellow: second, red: second ?? minuteOf(/^red card$/i) }
}

export function playerMatch(player: LineupPlayer, matchEnd: number): PlayerMatch {
  const spans = [...player.positions]
    .map((span: Span) => ({
      span,
      from: instant(span.from, span.from_period, matchEnd),
      to: span.to === null ? matchEnd : instant(span.to, span.to_period ?? span.from_period, matchEnd),
    }))
    .sort((a, b) => a.from - b.from || a.to - b.to)
  const positionSeconds = new Map<string, number>()
  let covered = 0
  let reach = 0
  for (const { span, from, to } of spans) {
    const code = positionCodeOf(span.position_id)
    if (code && to > from) positionSeconds.set(code, (positionSeconds.get(code) ?? 0) + (to - from))
    // The union of the spans: only what lies past the furthest end so far is new.
    if (to > Math.max(from, reach)) covered += to - Math.max(from, reach)
    reach = Math.max(reach, to)
  }
  const started = player.positions.some((s) => /starting xi/i.test(s.start_reason ?? ''))
  // A shoot-out-only appearance is no appearance: no minute of play.
  const played = started || spans.some(({ span }) => span.from_period <= 4)
  const last = spans.filter(({ span }) => span.from_period <= 4).at(-1)
  const cards = cardsOf(player.cards)
  const firstOn = spans.find(({ span }) => ON.test(span.start_reason ?? ''))
  const takenOff = last && last.span.to !== null && OFF.test(last.span.end_reason ?? '') ? last : undefined
  const position =
    [...positionSeconds].sort((a, b) => b[1] - a[1])[0]?.[0] ??
    (spans[0] ? positionCodeOf(spans[0].span.position_id) : null)
  return {
    started,
    played,
    minutes: Math.round(covered / 60),
    subInMinute: !started && played && firstOn ? Math.round(firstOn.from / 60) : null,
    subOutMinute: takenOff ? Math.round(takenOff.to / 60) : null,
    onField: played && !takenOff && cards.red === null,
    positionSeconds,
    position: played ? position : null,
    ...cards,
    onAt: !started && firstOn ? `${firstOn.span.from_period}|${firstOn.span.from}` : null,
    offAt: takenOff ? `${takenOff.span.to_period ?? takenOff.span.from_period}|${takenOff.span.to}` : null,
    firstPosition: firstOn ? positionCodeOf(firstOn.span.position_id) : null,
    lastPosition: takenOff ? positionCodeOf(takenOff.span.position_id) : null,
  }
}

/** The position of the most seconds over several matches (ties: the app's pitch order is not needed, first wins). */
export function mainPositionOf(totals: Map<string, number>): string | null {
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}
