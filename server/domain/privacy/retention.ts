import { sql } from 'drizzle-orm'
import { ADULT_AGE } from '../../../src/api/contract/terms/consent'
import type { Db } from '../../db/client'
import { readPrivacySettings } from './privacy-settings'

// The daily retention job (docs/privacy.md#how-long-things-are-kept): a guardian's contacts are kept while the
// player is a minor, and removed once he is 18 unless a member renewed them (guardian_contact_renewals); the
// audit lines written by or about a deleted account go once older than the admins' setting. Each run says how
// many it removed.

/** The guardian fields, as the history of a player's record spells them. */
const GUARDIAN = sql`'{"guardian_name": null, "guardian_email": null, "guardian_phone": null}'::jsonb`
const withoutGuardian = (column: string) => sql`(
  select jsonb_object_agg(e.key, case when ${GUARDIAN} ? e.key then 'null'::jsonb else e.value end)
  from jsonb_each(${sql.identifier(column)}) e)`

export async function applyRetention(db: Db) {
  return db.transaction(async (tx) => {
    const { deleted_account_audit_days: days } = await readPrivacySettings(tx)
    // The contacts go from the record and from its history (which would otherwise keep them: decision 0057).
    const guardians = await tx.execute<{ uid: string }>(sql`
      update players p set guardian_name = null, guardian_email = null, guardian_phone = null,
        version = p.version + 1, updated_at = now()
      where p.date_of_birth <= current_date - make_interval(years => ${ADULT_AGE})
        and (p.guardian_name is not null or p.guardian_email is not null or p.guardian_phone is not null)
        and not exists (select 1 from guardian_contact_renewals r
                        where r.player_uid = p.uid
                          and r.renewed_on >= p.date_of_birth + make_interval(years => ${ADULT_AGE}))
      returning p.uid::text as uid`)
    if (guardians.rows.length > 0)
      await tx.execute(sql`
        update record_changes set before = ${withoutGuardian('before')}, after = ${withoutGuardian('after')}
        where table_name = 'players'
          and record_uid = any(${`{${guardians.rows.map((r) => r.uid).join(',')}}`}::uuid[])`)
    const auditLines = await tx.execute(sql`
      delete from admin_audit l
      where l.at < now() - make_interval(days => ${days})
        and exists (select 1 from accounts a where a.deleted_at is not null
                    and (a.uid = l.admin_uid or a.uid = l.subject_uid))
      returning l.uid`)
    return { guardianContacts: guardians.rows.length, deletedAccountAuditLines: auditLines.rows.length }
  })
}
