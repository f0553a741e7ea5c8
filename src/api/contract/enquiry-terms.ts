import type { EnquiryStatus } from '../../machines/enquiry-status.machine'

// An enquiry's statuses in words, without zod (the scout's screens read them without loading the validator,
// decision 0032): the screens and the CSV exports say the same.

/** How each status reads to people (the screens and the CSV exports). */
export const enquiryStatusWords: Record<EnquiryStatus, string> = {
  new: 'New',
  in_review: 'In review',
  answered: 'Answered',
  closed: 'Closed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}
