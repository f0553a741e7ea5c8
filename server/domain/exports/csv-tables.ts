import type { CsvColumn } from '../../../src/rules/csv-table'
import { listColumns, searchColumns, shortlistColumns } from './player-columns'
import {
  adminEnquiryColumns,
  paymentColumns,
  scoutAccountColumns,
  scoutEnquiryColumns,
} from './record-columns'
import { shadowTeamColumns } from './shadow-team-rows'

// Every table that leaves as CSV, by name: a worker thread writes a batch's rows from the name alone (its columns'
// cells are functions, which cannot cross to another thread), decision 0067.

export const csvTables = {
  search: searchColumns,
  shortlist: shortlistColumns,
  list: listColumns,
  scoutAccounts: scoutAccountColumns,
  adminEnquiries: adminEnquiryColumns,
  scoutEnquiries: scoutEnquiryColumns,
  payments: paymentColumns,
  shadowTeam: shadowTeamColumns,
} as const

export type CsvTableName = keyof typeof csvTables

/** The row type of a table, for the route that reads its batches. */
export type CsvRowOf<T extends CsvTableName> = (typeof csvTables)[T] extends readonly CsvColumn<infer Row>[]
  ? Row
  : never
