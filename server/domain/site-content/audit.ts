import { desc, lt } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Executor } from '../../db/client'
import { adminAudit } from '../../db/schema/index'

// Every admin change, written in the same transaction as the change: who, what, when, before and after.

export interface Actor {
  uid: string
  email: string
}

export interface AuditEntry {
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'reorder'
    | 'register'
    | 'disable'
    | 'enable'
    // An enquiry's moves an admin makes (the enquiry chart's events, in lower case).
    | 'erase'
    | 'export'
    | 'review'
    | 'answer'
    | 'decline'
    | 'close'
  subject: string
  subjectUid?: string | null
  before?: unknown
  after?: unknown
}

export async function audit(tx: Executor, actor: Actor, entry: AuditEntry) {
  await tx.insert(adminAudit).values({
    uid: uuidv7(),
    adminUid: actor.uid,
    adminEmail: actor.email,
    action: entry.action,
    subject: entry.subject,
    subjectUid: entry.subjectUid ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** Newest first; `before` (an ISO time) pages back. */
export async function auditLog(db: Executor, query: { limit: number; before?: string }) {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(query.before ? lt(adminAudit.at, new Date(query.before)) : undefined)
    .orderBy(desc(adminAudit.at), desc(adminAudit.uid))
    .limit(query.limit)
  return rows.map((r) => ({
    uid: r.uid,
    at: r.at.toISOString(),
    admin: r.adminEmail,
    action: r.action,
    subject: r.subject,
    subject_uid: r.subjectUid,
    before: r.before,
    after: r.after,
  }))
}
