import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { guardianContactRenewals, players } from '../../db/schema/index'
import { recordNotFound } from '../support/versioned-update'

// A member keeps a guardian's contacts past the player's 18th birthday (he asked for it, or the club still needs
// them): recorded with who and when, so the daily retention job (retention.ts) leaves them.

export async function renewGuardianContacts(db: Executor, memberUid: string, uid: string) {
  const found = await db.execute(sql`select 1 from ${players} where uid = ${uid}`)
  if (found.rows.length === 0) throw recordNotFound('player', uid)
  const today = new Date().toISOString().slice(0, 10)
  await db
    .insert(guardianContactRenewals)
    .values({ playerUid: uid, renewedOn: today, renewedBy: memberUid })
    .onConflictDoUpdate({
      target: guardianContactRenewals.playerUid,
      set: { renewedOn: today, renewedBy: memberUid },
    })
  return { uid, renewed_on: today }
}
