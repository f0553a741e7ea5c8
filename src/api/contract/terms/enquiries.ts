// An enquiry's statuses in words, without zod (the scout's screens read them without loading the validator,
// decision 0032): the screens and the CSV exports say the same.

/** An enquiry's statuses; how one may follow another is the chart's (src/machines/enquiry-status.machine.ts). */
export const enquiryStatuses = ['new', 'in_review', 'answered', 'closed', 'declined', 'withdrawn'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

/** What the provider's admins or the scout may do to an enquiry: the chart's events. */
export const enquiryEventTypes = ['REVIEW', 'ANSWER', 'CLOSE', 'DECLINE', 'WITHDRAW', 'FOLLOW_UP'] as const
export type EnquiryEventType = (typeof enquiryEventTypes)[number]

/** How each status reads to people (the screens and the CSV exports). */
export const enquiryStatusWords: Record<EnquiryStatus, string> = {
  new: 'New',
  in_review: 'In review',
  answered: 'Answered',
  closed: 'Closed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}
