import { and, count, desc, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { ListBody } from '../../../src/api/contract/schemas/common'
import type { MailStatus, OutboxMail } from '../../../src/api/contract/schemas/mail-outbox'
import type { Db } from '../../db/client'
import { mailOutbox } from '../../db/schema/index'

// The mail outbox as admins read it: newest first, searchable by address or subject, by status.

const statusWhere = (status: MailStatus, smtp: boolean): SQL | undefined => {
  if (status === 'sent') return isNotNull(mailOutbox.sentAt)
  if (status === 'failed') return isNotNull(mailOutbox.failedAt)
  const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))
  // Without SMTP nothing is ever delivered: unsent mail is kept, not queued.
  return (status === 'kept') === !smtp ? waiting : sql`false`
}

export async function listMailOutbox(
  db: Db,
  query: { page: number; limit: number; q?: string; status?: MailStatus },
  smtp: boolean,
): Promise<ListBody<OutboxMail>> {
  const where = and(
    query.q ? or(ilike(mailOutbox.to, `%${query.q}%`), ilike(mailOutbox.subject, `%${query.q}%`)) : undefined,
    query.status ? statusWhere(query.status, smtp) : undefined,
  )
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mailOutbox).where(where)
  return {
    data: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      status: r.sentAt ? 'sent' : r.failedAt ? 'failed' : smtp ? 'queued' : 'kept',
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    meta: { total: Number(total), page: query.page, limit: query.limit },
  }
}
