import { eq, sql } from 'drizzle-orm'
import type { ErasureAnswer } from '../../../src/api/contract/schemas/privacy'
import type { Db, Executor } from '../../db/client'
import {
  erasureNotices,
  erasures,
  eventPlayers,
  galleryImages,
  playerCustomAttributes,
  playerDocuments,
  players,
  uploads,
  videoEvents,
} from '../../db/schema/index'
import { type Actor, audit } from '../site-content/audit'
import { recordNotFound } from '../support/versioned-update'
import { nameParts, scrubNamePartsAbout } from './scrub-name-parts'
import { scrubEverywhere } from './scrub-text'

// A player's erasure (decision 0057): what identifies him is replaced — on his record, in its history, and in
// every note, report, enquiry, mail or audit line that spelled it — while his game appearances stay, under
// "Erased player #n", so every game's score and every other player's statistics stay true.

/** His record's fields that identify him, as the erasure leaves them (the name is written apart). */
const IDENTIFYING = {
  first_name: null,
  last_name: null,
  date_of_birth: null,
  email: null,
  phone: null,
  guardian_name: null,
  guardian_email: null,
  guardian_phone: null,
  pic: null,
  consent_given: false,
  consent_photos: false,
  consent_relationship: null,
  consent_given_on: null,
  consent_method: null,
} as const

/** The history of his record, each identifying field as the erasure leaves it (name included). */
async function scrubHistory(tx: Executor, uid: string, name: string) {
  const erased = sql`${JSON.stringify({ ...IDENTIFYING, name })}::jsonb`
  const scrub = (column: 'before' | 'after') => sql`(
    select jsonb_object_agg(e.key, case when ${erased} ? e.key then ${erased} -> e.key else e.value end)
    from jsonb_each(${sql.identifier(column)}) e)`
  await tx.execute(sql`
    update record_changes set before = ${scrub('before')}, after = ${scrub('after')}
    where table_name = 'players' and record_uid = ${uid}`)
}

/** His media rows and the stored names of their files (removed from storage once the erasure is committed). */
async function removeMedia(tx: Executor, uid: string): Promise<string[]> {
  const files = await tx.execute<{ stored_name: string; thumb_name: string | null }>(sql`
    select u.stored_name, u.thumb_name from ${uploads} u
    where u.uid in (select upload_id from ${galleryImages} where player_id = ${uid}
                    union all select upload_id from ${playerDocuments} where player_id = ${uid})
       or u.stored_name = (select substr(pic, 12) from ${players} where uid = ${uid} and pic like '/api/files/%')`)
  await tx.delete(galleryImages).where(eq(galleryImages.playerId, uid))
  await tx.delete(playerDocuments).where(eq(playerDocuments.playerId, uid))
  await tx.delete(videoEvents).where(eq(videoEvents.playerId, uid))
  await tx.delete(eventPlayers).where(eq(eventPlayers.playerId, uid))
  await tx.delete(playerCustomAttributes).where(eq(playerCustomAttributes.playerId, uid))
  return files.rows.flatMap((f) => (f.thumb_name ? [f.stored_name, f.thumb_name] : [f.stored_name]))
}

export async function erasePlayer(
  db: Db,
  removeFile: (name: string) => Promise<void>,
  actor: Actor,
  uid: string,
  reason: string,
): Promise<ErasureAnswer> {
  const { answer, files } = await db.transaction(async (tx) => {
    const [player] = await tx.select().from(players).where(eq(players.uid, uid)).for('update')
    if (!player) throw recordNotFound('player', uid)
    const [erasure] = await tx
      .insert(erasures)
      .values({ kind: 'player', subjectUid: uid, reason, byUid: actor.uid })
      .returning({ id: erasures.id })
    const name = `Erased player #${erasure!.id}`
    // The audit line says who erased whom and why, never what was erased (the reason is scrubbed below too).
    await audit(tx, actor, { action: 'erase', subject: 'player', subjectUid: uid, after: { name, reason } })
    const files = await removeMedia(tx, uid)
    await tx
      .update(players)
      .set({
        name,
        firstName: null,
        lastName: null,
        dateOfBirth: null,
        email: null,
        phone: null,
        guardianName: null,
        guardianEmail: null,
        guardianPhone: null,
        pic: null,
        consentGiven: false,
        consentPhotos: false,
        consentRelationship: null,
        consentGivenOn: null,
        consentMethod: null,
        version: sql`${players.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(players.uid, uid))
    await scrubHistory(tx, uid, name)
    const words = [
      player.name,
      [player.firstName, player.lastName].filter(Boolean).join(' '),
      player.email,
      player.phone,
      player.guardianName,
      player.guardianEmail,
      player.guardianPhone,
    ].filter((w): w is string => Boolean(w))
    const scrubbed = await scrubEverywhere(tx, words, name, ['scout_notes', 'scout_reports'])
    const parts = nameParts(player.name, player.firstName, player.lastName)
    const aboutHim = await scrubNamePartsAbout(tx, uid, parts, name)
    const changed = [...scrubbed.rows, ...aboutHim.filter((r) => !scrubbed.rows.some((s) => s.uid === r.uid))]
    const flagged = await flagForOwners(tx, erasure!.id, changed)
    return { answer: { uid, erased: true as const, name, flagged }, files }
  })
  for (const file of files) await removeFile(file).catch(() => undefined)
  return answer
}

/** Each note and report whose words were replaced, its owner told (the scout's notices). */
async function flagForOwners(tx: Executor, erasureId: number, rows: { table: string; uid: string }[]) {
  const notes = rows.filter((r) => r.table === 'scout_notes').map((r) => r.uid)
  const reports = rows.filter((r) => r.table === 'scout_reports').map((r) => r.uid)
  const owned = [
    ...(notes.length > 0
      ? (
          await tx.execute<{ uid: string; owner: string }>(
            sql`select uid::text, scout_uid::text as owner from scout_notes where uid = any(${`{${notes.join(',')}}`}::uuid[])`,
          )
        ).rows.map((r) => ({ ...r, kind: 'note' }))
      : []),
    ...(reports.length > 0
      ? (
          await tx.execute<{ uid: string; owner: string }>(
            sql`select uid::text, scout_uid::text as owner from scout_reports where uid = any(${`{${reports.join(',')}}`}::uuid[])`,
          )
        ).rows.map((r) => ({ ...r, kind: 'report' }))
      : []),
  ]
  if (owned.length > 0)
    await tx
      .insert(erasureNotices)
      .values(owned.map((r) => ({ erasureId, ownerUid: r.owner, kind: r.kind, recordUid: r.uid })))
  return owned.length
}
