import { and, eq, lt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { idempotencyKeys } from '../../db/schema/idempotency'
import { DomainError, unprocessable } from './errors'

// The stored side of exactly-once writes (decision 0002): the key row written in the write's own transaction,
// and the answer kept on it. The HTTP side (server/plugins/idempotency.ts) decides when; this says how.

export interface KeyClaim {
  accountUid: string
  key: string
  requestHash: string
  method: string
  path: string
  ttlDays: number
}

/** Who is writing, for this transaction only: read by the history triggers (`app.actor`). */
export const actAs = (tx: Tx, accountUid: string) =>
  tx.execute(sql`select set_config('app.actor', ${accountUid}, true)`)

/** Records the key (first time) or returns the stored answer (repeat); 422 when the request differs. */
export async function claimKey(
  tx: Tx,
  claim: KeyClaim,
): Promise<{ status: number; body: string | null } | undefined> {
  const { accountUid, key, requestHash } = claim
  const fresh = {
    requestHash,
    method: claim.method,
    path: claim.path,
    responseStatus: null,
    responseBody: null,
    createdAt: sql`now()`,
    expiresAt: sql`now() + make_interval(days => ${claim.ttlDays})`,
  }
  // Insert-first: on PostgreSQL a concurrent duplicate blocks right here until this transaction ends.
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ accountUid, key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountUid, idempotencyKeys.key],
      set: fresh,
      setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
    })
    .returning({ key: idempotencyKeys.key })
  if (claimed) return undefined
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountUid, accountUid), eq(idempotencyKeys.key, key)))
    .for('update')
  if (!row || row.responseStatus === null)
    throw new DomainError(
      'unavailable',
      'This change is being saved right now, try again shortly',
      'UNAVAILABLE',
      undefined,
      1,
    )
  if (row.requestHash !== requestHash)
    throw unprocessable(
      'This Idempotency-Key was already used for a different request',
      'IDEMPOTENCY_KEY_REUSED',
    )
  return { status: row.responseStatus, body: row.responseBody }
}

/** Keeps the answer on the key row, in the write's transaction: a repeat of the key gets it back. */
export const storeAnswer = (
  tx: Tx,
  owner: { accountUid: string; key: string },
  status: number,
  body: string | null,
) =>
  tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.accountUid, owner.accountUid), eq(idempotencyKeys.key, owner.key)))
