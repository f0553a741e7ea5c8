// The kinds of alert a scout's inbox holds and their words, with no validation library (screens read them).

export const alertKinds = [
  'search_match',
  'player_game',
  'player_club',
  'colleague_report',
  'report_stale',
  'assignment_given',
  'assignment_changed',
  'assignment_due',
  // Raised once players carry a contract's end (server/domain/alerts/contract-ending.ts waits for the field).
  'contract_ending',
  // Last: an unsubscribe link names its kind by its place in this list (server/domain/alerts/unsubscribe.ts).
  'comment_mention',
] as const
export type AlertKind = (typeof alertKinds)[number]

/** What switching a kind off stops, as the settings screen says it. */
export const alertKindWords: Record<AlertKind, string> = {
  search_match: 'A player newly matches one of my saved searches',
  player_game: 'A player I follow played a game',
  player_club: 'A player I follow changed club',
  colleague_report: 'A colleague reported on a player I follow',
  report_stale: 'My latest report on a player I follow is six months old',
  assignment_given: 'I was given an assignment',
  assignment_changed: 'One of my assignments was changed',
  assignment_due: 'One of my assignments is due tomorrow',
  contract_ending: 'The contract of a player I follow enters its last six months',
  comment_mention: 'A colleague named me with @ in one of the club’s threads',
}

/** At most one mail of instant alerts per scout in this window; the rest wait for the next. */
export const INSTANT_MAIL_WINDOW_MINUTES = 10
/** A report older than this is stale. */
export const STALE_REPORT_MONTHS = 6
