// How screens write a moment: one wording, in the reader's locale.

/** "23 Nov 2026, 14:05" */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "23 Nov 2026" */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })
