import type { AdminAccount } from '../../../src/api/contract/schemas/admin'
import type { Enquiry } from '../../../src/api/contract/schemas/enquiries'
import { enquiryStatusWords } from '../../../src/api/contract/terms/enquiries'
import { type Transaction, transactionStatusWords } from '../../../src/api/contract/terms/payments'
import type { CsvColumn } from '../../../src/rules/csv-table'

// The columns of the other tables that leave the app as CSV: the admins' scouts and enquiries, a scout's own
// enquiries and payments. Amounts are numbers in the currency's units (49.5, not "€49.50") so a sheet can add them.

export const scoutAccountColumns: CsvColumn<AdminAccount>[] = [
  { header: 'Name', cell: (a) => a.name },
  { header: 'Username', cell: (a) => a.username },
  { header: 'Email', cell: (a) => a.email },
  { header: 'Phone', cell: (a) => a.phone },
  { header: 'Organisation', cell: (a) => a.organisation },
  { header: 'Joined on', cell: (a) => a.created_at.slice(0, 10) },
  { header: 'Disabled', cell: (a) => a.disabled },
]

const enquiryCommon: CsvColumn<Enquiry>[] = [
  { header: 'Sent at', cell: (e) => e.created_at },
  { header: 'Player', cell: (e) => e.player.name },
]
const enquiryState: CsvColumn<Enquiry>[] = [
  { header: 'Status', cell: (e) => enquiryStatusWords[e.status] },
  { header: 'Message', cell: (e) => e.message },
  { header: 'Last change at', cell: (e) => e.updated_at },
]

export const adminEnquiryColumns: CsvColumn<Enquiry>[] = [
  ...enquiryCommon,
  { header: 'Scout', cell: (e) => e.scout.username },
  { header: 'Scout email', cell: (e) => e.scout.email },
  ...enquiryState,
  // A player under 18 is approached through his club (docs/privacy.md).
  {
    header: 'Through his club',
    cell: (e) => (e.about_minor ? (e.club?.name ?? 'His club (none recorded)') : ''),
  },
]

export const scoutEnquiryColumns: CsvColumn<Enquiry>[] = [...enquiryCommon, ...enquiryState]

export const paymentColumns: CsvColumn<Transaction>[] = [
  { header: 'Date', cell: (t) => t.created_at },
  { header: 'Package', cell: (t) => t.package.name },
  { header: 'Amount', cell: (t) => t.amount_minor / 100 },
  { header: 'Currency', cell: (t) => t.currency },
  { header: 'Status', cell: (t) => transactionStatusWords[t.status] },
  { header: 'Runs until', cell: (t) => t.grant_ends_at?.slice(0, 10) },
]
