import { apiBase } from './paths'

// The admin's path table (docs/spec.md#admin-calls), without zod like the other path tables (decision 0032): accounts,
// counts, the audit log, the mail outbox, and the site content kinds at their paths (site-content.ts).

const base = apiBase.admin
export const adminPaths = {
  scoutCount: `${base}/scout/count`,
  playerCount: `${base}/player/count`,
  dashboard: `${base}/dashboard`,
  community: `${base}/community`,
  communityRegister: `${base}/community/register`,
  communityDelete: (id: string) => `${base}/community/delete/${id}`,
  scouts: `${base}/scout`,
  scoutDisabled: (id: string) => `${base}/scout/${id}/disabled`,
  /** One scout's page: package and payments, enquiries, notes, last sign-in, confirmed or not. */
  scout: (id: string) => `${base}/scout/${id}`,
  /** POST: mail the scout a new confirmation link (409 when the address is already confirmed). */
  scoutConfirmation: (id: string) => `${base}/scout/${id}/confirmation`,
  /** The scouts and the enquiries as CSV files (docs/decisions/0046-files-and-share-links.md). */
  scoutsExport: `${base}/scout/export`,
  enquiriesExport: `${base}/enquire/export`,
  audit: `${base}/audit`,
  mailOutbox: `${base}/mail_outbox`,
  /** A content kind's list, or one item by its item path (`about/member:id` is spelled as the spec spells it). */
  content: (path: string) => `${base}/${path}`,
  /** The order admins give a kind's list. */
  contentOrder: (path: string) => `${base}/${path.replace(/\/$/, '')}/order`,
  /** A news item's banner picture. */
  newsBanner: (id: string) => `${base}/news/${id}`,
} as const
