import { count, desc, eq } from 'drizzle-orm'
import type { RecordChange, RecordHistory } from '../../../src/api/contract/terms/record-history'
import type { Db } from '../../db/client'
import { accounts, recordChanges } from '../../db/schema/index'

// The history of one community record, as the database triggers of migration 0014 wrote it (decision 0020).

const LIMIT = 100

export async function recordHistory(db: Db, recordUid: string): Promise<RecordHistory> {
  const rows = await db
    .select({
      change: recordChanges,
      name: accounts.name,
      email: accounts.email,
    })
    .from(recordChanges)
    .leftJoin(accounts, eq(accounts.uid, recordChanges.actorUid))
    .where(eq(recordChanges.recordUid, recordUid))
    .orderBy(desc(recordChanges.id))
    .limit(LIMIT)
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(recordChanges)
    .where(eq(recordChanges.recordUid, recordUid))
  const changes: RecordChange[] = rows.map(({ change, name, email }) => ({
    at: change.at.toISOString(),
    action: change.action as RecordChange['action'],
    by: change.actorUid ? { uid: change.actorUid, name: name || email || 'a former member' } : null,
    before: (change.before as Record<string, unknown> | null) ?? null,
    after: (change.after as Record<string, unknown> | null) ?? null,
  }))
  const [created] = await db
    .select({
      at: recordChanges.at,
      actorUid: recordChanges.actorUid,
      name: accounts.name,
      email: accounts.email,
    })
    .from(recordChanges)
    .leftJoin(accounts, eq(accounts.uid, recordChanges.actorUid))
    .where(eq(recordChanges.recordUid, recordUid))
    .orderBy(recordChanges.id)
    .limit(1)
  const actor = (uid: string | null, name: string | null, email: string | null) =>
    uid ? { uid, name: name || email || 'a former member' } : null
  const last = changes.find((c) => c.action !== 'create') ?? null
  return {
    created: created
      ? { at: created.at.toISOString(), by: actor(created.actorUid, created.name, created.email) }
      : null,
    last_changed: last ? { at: last.at, by: last.by } : null,
    changes,
    total: Number(total),
  }
}
