import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { ZipParts } from '../exports/zip-file'
import { recordNotFound } from '../support/versioned-update'

// Everything the product holds about one account, for a subject access request or the account's own copy
// (docs/privacy.md): its profile, and every row of every table that points at it — found from the database's
// own foreign keys, so a table added later is in the file without anyone listing it — plus the columns that name
// an account without a key (history, reads of minors, consents recorded, uploads). Secrets never leave: password
// hashes and token hashes are taken out of every row.

const SECRETS = sql`- 'password_hash' - 'token_hash' - 'key_hash'`

/** Columns naming an account without a foreign key. */
const UNKEYED: { table: string; column: string }[] = [
  { table: 'record_changes', column: 'actor_uid' },
  { table: 'minor_reads', column: 'account_uid' },
  { table: 'uploads', column: 'created_by' },
  { table: 'players', column: 'consent_recorded_by' },
  { table: 'erasure_notices', column: 'owner_uid' },
]

export async function accountParts(db: Executor, uid: string): Promise<ZipParts> {
  const account = await db.execute<{ row: unknown }>(
    sql`select to_jsonb(a) ${SECRETS} as row from accounts a where uid = ${uid}`,
  )
  if (!account.rows[0]) throw recordNotFound('account', uid)
  const keyed = await db.execute<{ table_name: string; column_name: string }>(sql`
    select distinct kcu.table_name::text, kcu.column_name::text
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'accounts'
    order by 1, 2`)
  const parts: ZipParts = { 'account.json': account.rows[0].row }
  for (const { table, column } of [
    ...keyed.rows.map((r) => ({ table: r.table_name, column: r.column_name })),
    ...UNKEYED,
  ]) {
    const rows = await db.execute<{ row: unknown }>(
      sql`select to_jsonb(t) ${SECRETS} as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${uid}`,
    )
    if (rows.rows.length === 0) continue
    const name = `${table.replaceAll('_', '-')}.json`
    const earlier = (parts[name] as unknown[] | undefined) ?? []
    parts[name] = [...earlier, ...rows.rows.map((r) => r.row)]
  }
  return parts
}
