import type { ReactNode } from 'react'
import { numberOrUnknown, UNKNOWN_SIGN, UNKNOWN_WORDS } from '../rules/unknown-number'

// One sign for a number the game sheets do not tell (minutes and starts where no line-up was recorded, assists,
// cards and matches where a sheet holds only the scorers, a rating nobody gave): a dash, read out and titled
// "not recorded", and explained once by a legend under what shows it. A recorded zero stays 0 — the dash never
// stands for "none", only for "not known" (rules/unknown-number.ts: the same sign on a PDF).

export { UNKNOWN_SIGN }

/** The sign in a cell: seen as a dash, heard (and titled) as "not recorded". */
export function Unknown() {
  return (
    <span title={UNKNOWN_WORDS}>
      <span aria-hidden="true">{UNKNOWN_SIGN}</span>
      <span className="visually-hidden">{UNKNOWN_WORDS}</span>
    </span>
  )
}

/** A number, or the sign when it is not known: every screen's one formatter for a statistic. */
export function NumberOrUnknown({ value, unit }: { value: number | null | undefined; unit?: string }) {
  if (value === null || value === undefined) return <Unknown />
  return <>{numberOrUnknown(value, unit)}</>
}

/** The sign's one explanation, under the table or list that shows it; `children` says why for this screen. */
export function UnknownLegend({ children }: { children?: ReactNode }) {
  return (
    <p className="muted unknown-legend">
      <span aria-hidden="true">{UNKNOWN_SIGN} </span>
      <span>Not recorded{children ? <>: {children}</> : '.'}</span>
    </p>
  )
}

/** Why a list's matches, minutes and assists are unknown: the words every list of players uses. */
export const WHY_NUMBERS_UNKNOWN =
  'matches, minutes and assists need a game sheet with a line-up; these players are on none (a sheet of scorers records their goals only).'
