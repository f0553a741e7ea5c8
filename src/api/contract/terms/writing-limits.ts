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

// The limits of the other forms, kept here for the same reason: a form reads them without loading zod, and the
// schema named beside each checks the same number.

/** A password (auth.ts `password`; docs/security.md). */
export const PASSWORD_MAX = 128
/** A scout's own profile (auth.ts `profileUpdateBody`). */
export const PROFILE_MAX = { name: 120, phone: 40, organisation: 120, country: 80, bio: 2000 } as const
/** A player's headline rating and detail rating (players-attributes.ts). */
export const RATING_MIN = 1
export const RATING_MAX = 100
export const DETAIL_RATING_MAX = 20
/** A player's own named value (players-attributes.ts `customAttributeBody`). */
export const CUSTOM_ATTRIBUTE_NAME_MAX = 60
export const CUSTOM_ATTRIBUTE_VALUE_MAX = 500
/** A video moment's name and tag (players-media.ts `videoEventBody`). */
export const MOMENT_NAME_MAX = 160
export const MOMENT_TAG_MAX = 60
/** A player's PDF document's name (players-media.ts `reportFields`). */
export const PLAYER_DOCUMENT_NAME_MAX = 160
/** A gallery picture's name (players-media.ts `galleryFields`). */
export const PICTURE_NAME_MAX = 120
/** A shirt number in a line-up (football-games.ts). */
export const JERSEY_MAX = 99
/** The oldest age the players' list filters by (players.ts `age_min` / `age_max`). */
export const AGE_FILTER_MAX = 60
/** A season typed in the scout's filter, "2025/26" (scout-filter.ts). */
export const FILTER_SEASON_MAX = 20
/** A report template's name, a criterion's label and its description (scouting-reports.ts). */
export const TEMPLATE_NAME_MAX = 80
export const CRITERION_LABEL_MAX = 60
export const CRITERION_DESCRIPTION_MAX = 300
