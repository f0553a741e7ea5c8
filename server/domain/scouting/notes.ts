import { and, desc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ScoutNote } from '../../../src/api/contract/schemas/scout-notes'
import type { Mailer } from '../../adapters/mail'
import type { Db } from '../../db/client'
import { contactMessages, players, scoutNotes } from '../../db/schema/index'
import { nameSeenByScouts } from '../privacy/minors'
import { conflict, invalidField } from '../support/errors'
import { recordNotFound } from '../support/versioned-update'

// A scout's notes: private to the scout who wrote them (another scout's do not exist for them), each optionally
// about a player, newest first. And a scout's message to the provider: kept, and mailed to the provider's address.

export async function listNotes(db: Db, scoutUid: string, playerUid?: string): Promise<ScoutNote[]> {
  const rows = await db
    .select({
      uid: scoutNotes.uid,
      text: scoutNotes.text,
      playerUid: scoutNotes.playerUid,
      // "Not available" once he is a minor hidden from scouts (privacy/minors.ts); the note itself stays his.
      playerName: nameSeenByScouts,
      createdAt: scoutNotes.createdAt,
    })
    .from(scoutNotes)
    .leftJoin(players, eq(players.uid, scoutNotes.playerUid))
    .where(
      and(eq(scoutNotes.scoutUid, scoutUid), playerUid ? eq(scoutNotes.playerUid, playerUid) : undefined),
    )
    .orderBy(desc(scoutNotes.createdAt), desc(scoutNotes.uid))
  return rows.map((r) => ({
    uid: r.uid,
    text: r.text,
    player: r.playerUid ? { uid: r.playerUid, name: r.playerName ?? '' } : null,
    created_at: r.createdAt.toISOString(),
  }))
}

/** `input.uid`: a note written offline arrives with the uid the device gave it (its outbox entry shows it). */
export async function addNote(db: Db, scoutUid: string, input: { text: string; pid?: string; uid?: string }) {
  if (input.pid) {
    const [player] = await db.select({ uid: players.uid }).from(players).where(eq(players.uid, input.pid))
    if (!player) throw invalidField('pid', 'There is no such player')
  }
  const uid = input.uid ?? uuidv7()
  const playerUid = input.pid ?? null
  const added = await db
    .insert(scoutNotes)
    .values({ uid, scoutUid, playerUid, text: input.text })
    .onConflictDoNothing({ target: scoutNotes.uid })
    .returning({ uid: scoutNotes.uid })
  if (added.length === 0) await requireSameNote(db, { uid, scoutUid, playerUid, text: input.text })
  const [note] = (await listNotes(db, scoutUid, input.pid)).filter((n) => n.uid === uid)
  return note!
}

/**
 * A uid that is taken: the scout's own note sent again (a replay from the outbox that lost its key) is the same
 * note, answered again; anything else is 409 — the same 409 whether the uid is the scout's or another's, so the
 * answer never tells whose it is.
 */
async function requireSameNote(
  db: Db,
  note: { uid: string; scoutUid: string; playerUid: string | null; text: string },
) {
  const [stored] = await db
    .select({ scoutUid: scoutNotes.scoutUid, playerUid: scoutNotes.playerUid, text: scoutNotes.text })
    .from(scoutNotes)
    .where(eq(scoutNotes.uid, note.uid))
  const same =
    stored?.scoutUid === note.scoutUid && stored.playerUid === note.playerUid && stored.text === note.text
  if (!same)
    throw conflict('A note with this uid already exists: write it again without a uid', 'NOTE_UID_TAKEN')
}

export async function deleteNote(db: Db, scoutUid: string, uid: string) {
  const gone = await db
    .delete(scoutNotes)
    .where(and(eq(scoutNotes.uid, uid), eq(scoutNotes.scoutUid, scoutUid)))
    .returning({ uid: scoutNotes.uid })
  if (gone.length === 0) throw recordNotFound('note', uid)
  return { uid, deleted: true }
}

export async function contactProvider(
  db: Db,
  mailer: Mailer,
  scout: { uid: string; email: string },
  input: { subject: string; message: string },
  to: string,
) {
  const uid = uuidv7()
  await db.insert(contactMessages).values({ uid, scoutUid: scout.uid, ...input })
  // Kept first: a mail that cannot be sent now is not a lost message.
  const sent = await mailer
    .send({
      to,
      subject: `[Scout contact] ${input.subject}`,
      text: `From ${scout.email}:\n\n${input.message}`,
    })
    .then(
      () => true,
      () => false,
    )
  return { uid, mail_sent: sent }
}
