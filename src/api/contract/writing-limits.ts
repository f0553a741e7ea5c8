// How long a scout's writing may be, with no validation library: the forms size their boxes from these, and the
// contract's schemas (scout-notes.ts, enquiries.ts) check the same numbers. A form loads its schema when it is
// sent, so a scout who only reads never downloads the validator.

export const NOTE_MAX = 5000
export const ENQUIRY_MAX = 2000
export const CONTACT_SUBJECT_MAX = 160
/** A visitor's name on the public contact form. */
export const CONTACT_NAME_MAX = 120
export const CONTACT_MESSAGE_MAX = 5000
/** A search box: a name, part of one, or a team's. */
export const SEARCH_MAX = 200
/** A scouting report's summary (Markdown). */
export const REPORT_SUMMARY_MAX = 10_000
/** A named list's name ("Left backs U21"). */
export const LIST_NAME_MAX = 80
