import { and, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  alertEvents,
  emailConfirmations,
  idempotencyKeys,
  passwordResets,
  rateLimits,
  sessions,
} from '../../db/schema/index'

// Rows that only ever grow unless someone removes them: ended sessions, spent or expired links, spent rate-limit
// windows and idempotency answers past their time. A link is kept a day after it is used or expires, so a
// person who clicks it late is told "used or expired" rather than "unknown". An alert event evaluated a day ago
// has raised what it raises (decision 0058): its items carry their own keys.

const dayAgo = sql`now() - interval '1 day'`

export async function deleteExpiredRows(db: Db) {
  const count = async (query: Promise<unknown[]>) => (await query).length
  return {
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id }),
    ),
    passwordResets: await count(
      db
        .delete(passwordResets)
        .where(
          or(
            lt(passwordResets.expiresAt, dayAgo),
            and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, dayAgo)),
          ),
        )
        .returning({ t: passwordResets.tokenHash }),
    ),
    emailConfirmations: await count(
      db
        .delete(emailConfirmations)
        .where(
          or(
            lt(emailConfirmations.expiresAt, dayAgo),
            and(isNotNull(emailConfirmations.usedAt), lt(emailConfirmations.usedAt, dayAgo)),
          ),
        )
        .returning({ t: emailConfirmations.tokenHash }),
    ),
    rateLimits: await count(
      db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).returning({ k: rateLimits.key }),
    ),
    idempotencyKeys: await count(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, sql`now()`))
        .returning({ k: idempotencyKeys.key }),
    ),
    alertEvents: await count(
      db
        .delete(alertEvents)
        .where(and(isNotNull(alertEvents.doneAt), lt(alertEvents.doneAt, dayAgo)))
        .returning({ id: alertEvents.id }),
    ),
  }
}
