// A saved search's words, with no validation library (screens read them).

export const alertFrequencies = ['instant', 'daily', 'weekly', 'off'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]
export const alertWords: Record<AlertFrequency, string> = {
  instant: 'At once',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
}

/** A scout keeps at most this many saved searches. */
export const SAVED_SEARCHES_MAX = 50
export const SAVED_SEARCH_NAME_MAX = 80
