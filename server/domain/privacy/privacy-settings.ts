import { sql } from 'drizzle-orm'
import type { PrivacySettings } from '../../../src/api/contract/schemas/privacy'
import type { Executor } from '../../db/client'
import { privacySettings } from '../../db/schema/index'
import { type Actor, audit } from '../site-content/audit'

// The admins' privacy settings: one row, its defaults until an admin saves it (privacy_settings).

export async function readPrivacySettings(db: Executor): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings)
  return { deleted_account_audit_days: row?.deletedAccountAuditDays ?? 365 }
}

export async function savePrivacySettings(db: Executor, actor: Actor, input: PrivacySettings) {
  const before = await readPrivacySettings(db)
  await db
    .insert(privacySettings)
    .values({ id: 1, deletedAccountAuditDays: input.deleted_account_audit_days })
    .onConflictDoUpdate({
      target: privacySettings.id,
      set: { deletedAccountAuditDays: input.deleted_account_audit_days, updatedAt: sql`now()` },
    })
  await audit(db, actor, { action: 'update', subject: 'privacy settings', before, after: input })
  return readPrivacySettings(db)
}
