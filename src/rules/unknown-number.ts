// A number the sources did not record (docs/decisions/0056-unknown-is-unknown.md) is written as one sign, the
// same on a screen (src/ui/unknown-number.tsx), on a PDF and in words: never 0, which would read as a fact. A
// recorded 0 stays 0. A CSV cell leaves it empty (rules/csv-table.ts).

/** The sign: seen as a dash, said (and titled) "not recorded". */
export const UNKNOWN_SIGN = '—'
export const UNKNOWN_WORDS = 'not recorded'

/** A number as text, or the sign when it is not known. */
export const numberOrUnknown = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? UNKNOWN_SIGN : `${value}${unit}`

/** "only scorers are known for 3 games": why the matches (and all but goals) of those games are not recorded. */
export const scorerOnlyWords = (games: number) =>
  `only scorers are known for ${games} ${games === 1 ? 'game' : 'games'}`
