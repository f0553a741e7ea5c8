import { sql } from 'drizzle-orm'
import { type RecruitmentField, recruitmentFields } from '../../../src/api/contract/terms/recruitment'
import type { Executor } from '../../db/client'
import type { CellValue } from './cell-values'

// The community's recruitment values of some players, as a club's value is spelled (a market value as
// {amount, currency}; an empty list of passports is no value): what a club's import is compared with, and what
// a player page shows under the reader's club's own.

export type Values = Partial<Record<RecruitmentField, CellValue>>

export async function communityValues(db: Executor, uids: string[]): Promise<Map<string, Values>> {
  const byPlayer = new Map<string, Values>()
  if (uids.length === 0) return byPlayer
  const result = await db.execute<Record<string, unknown> & { uid: string }>(sql`
    select uid, height_cm, weight_kg, preferred_foot, contract_expires::text as contract_expires, market_value,
      market_value_currency, agent, on_loan, loan_from, loan_until::text as loan_until, passports
    from players where uid = any(${sql.param(uids)}::uuid[])`)
  for (const row of result.rows) {
    const values: Values = {}
    for (const field of recruitmentFields) {
      const v = row[field]
      if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue
      values[field] =
        field === 'market_value'
          ? { amount: Number(v), currency: String(row.market_value_currency ?? 'EUR') }
          : (v as CellValue)
    }
    byPlayer.set(row.uid, values)
  }
  return byPlayer
}
