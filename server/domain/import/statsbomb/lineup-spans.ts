import { positionCodeOf } from './position-codes'
import type { Card, LineupPlayer, Span } from './statsbomb-format'

// One player's match from his line-up entry: whether he started, when he came on and went off, his minutes and
// the minutes at each position, and his cards. StatsBomb's spans are match-clock times ("67:41") with periods:
// the clock restarts at 45:00, 90:00 and 105:00, so stoppage time of one half ("47:12", period 1) lies past the
// next half's start. Each instant is therefore held inside its own period (45 minutes a half, 15 an extra-time
// half) and the spans are read as sets of instants: out of order or overlapping (two positions at the change of
// a shape) they count each second once, and none past his substitution off. `to: null` is the final whistle;
// period 5 is the shoot-out, which adds no minutes.

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
const SUBSTITUTED_OFF = /substitution - off/i
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

type Timed = { span: Span; from: number; to: number }

/**
 * The span that ends with his substitution off, the first if the files give two. Only a span that runs forward
 * counts: the real files have spans that run backwards across periods ("115:32" of extra time to "28:11" of the
 * first half), whose ends say nothing.
 */
const substitutedOff = (timed: Timed[]): Timed | undefined =>
  timed
    .filter(
      ({ span, from, to }) => span.to !== null && to >= from && SUBSTITUTED_OFF.test(span.end_reason ?? ''),
    )
    .sort((a, b) => a.to - b.to)[0]

/** The span he was last on the pitch in: the latest end, a span to the final whistle before one ending with it. */
const lastOnPitch = (timed: Timed[]): Timed | undefined =>
  timed
    .filter(({ span, from, to }) => span.from_period <= 4 && to >= from)
    .sort((a, b) => a.to - b.to || Number(a.span.to === null) - Number(b.span.to === null))
    .at(-1)

/** The seconds a set of spans covers, each second once (spans sorted by their start). */
function unionSeconds(spans: Timed[]): number {
  let covered = 0
  let reach = 0
  for (const { from, to } of spans) {
    // Only what lies past the furthest end so far is new.
    if (to > Math.max(from, reach)) covered += to - Math.max(from, reach)
    reach = Math.max(reach, to)
  }
  return covered
}

export function playerMatch(player: LineupPlayer, matchEnd: number): PlayerMatch {
  const timed: Timed[] = player.positions.map((span: Span) => ({
    span,
    from: instant(span.from, span.from_period, matchEnd),
    to: span.to === null ? matchEnd : instant(span.to, span.to_period ?? span.from_period, matchEnd),
  }))
  // A player substituted off does not play again. The real files keep, beside the span that ends with his
  // substitution, another of his running to the final whistle (Varane in the 2022 final: off at 112:28, on until
  // 120 by that span), so every span is cut where he went off.
  const off = substitutedOff(timed)
  const spans = timed
    .filter((t) => !off || t === off || t.from < off.to)
    .map((t) => (off ? { ...t, to: Math.min(t.to, off.to) } : t))
    .sort((a, b) => a.from - b.from || a.to - b.to)
  const covered = unionSeconds(spans)
  const positionSeconds = new Map<string, number>()
  for (const code of new Set(spans.map(({ span }) => positionCodeOf(span.position_id)))) {
    const here = code
      ? unionSeconds(spans.filter(({ span }) => positionCodeOf(span.position_id) === code))
      : 0
    if (code && here > 0) positionSeconds.set(code, here)
  }
  const started = player.positions.some((s) => /starting xi/i.test(s.start_reason ?? ''))
  // A shoot-out-only appearance is no appearance: no minute of play.
  const played = started || spans.some(({ span }) => span.from_period <= 4)
  const cards = cardsOf(player.cards)
  const firstOn = spans.find(({ span }) => ON.test(span.start_reason ?? ''))
  // Substituted, or last seen leaving the pitch ("Player Off" followed by no "Player On": he did not come back).
  const last = lastOnPitch(spans)
  const takenOff =
    off ?? (last && last.span.to !== null && OFF.test(last.span.end_reason ?? '') ? last : undefined)
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
