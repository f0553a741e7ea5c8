import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  accounts,
  calendarFeeds,
  emailConfirmations,
  enquiries,
  erasures,
  passwordResets,
  savedSearches,
  scoutLists,
  scoutNotes,
  scoutReports,
  scoutShortlists,
  shareLinks,
  workspaceMembers,
} from '../../db/schema/index'
import { hashPassword } from '../accounts/passwords'
import { FORMER_MEMBER } from '../accounts/person-name'
import { deleteAccountSessions } from '../accounts/sessions'
import { type Actor, audit } from '../site-content/audit'
import { recordNotFound } from '../support/versioned-update'
import { scrubEverywhere } from './scrub-text'

// An account's erasure (decision 0057), by an admin or by the account holder: the profile is emptied and can never
// sign in again, what was only the account's own (notes, shortlists, private lists and reports, saved searches,
// shared links, enquiries, calendar feeds) is deleted, and what it gave a club — reports and lists shared with
// the club — stays with the club under "A former member". The row stays, so payments and the history of
// community edits keep pointing at someone; the name, address and phone are taken out of every other table.

/** Words shorter than this are not searched for elsewhere: a short name would erase other people's words. */
const LONG_ENOUGH = 5

export async function eraseAccount(
  db: Db,
  by: { actor?: Actor; selfUid?: string },
  uid: string,
  reason: string,
): Promise<{ uid: string; erased: true }> {
  const unusable = await hashPassword(randomBytes(32).toString('hex'))
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.uid, uid)).for('update')
    if (!account || (account.deletedAt && account.name === FORMER_MEMBER))
      throw recordNotFound('account', uid)
    await tx
      .insert(erasures)
      .values({ kind: 'account', subjectUid: uid, reason, byUid: by.actor?.uid ?? by.selfUid ?? null })
    if (by.actor)
      await audit(tx, by.actor, {
        action: 'erase',
        subject: account.role,
        subjectUid: uid,
        after: { reason },
      })
    await tx.delete(scoutNotes).where(eq(scoutNotes.scoutUid, uid))
    await tx.delete(scoutShortlists).where(eq(scoutShortlists.scoutUid, uid))
    await tx.delete(scoutLists).where(and(eq(scoutLists.scoutUid, uid), isNull(scoutLists.workspaceUid)))
    await tx
      .delete(scoutReports)
      .where(and(eq(scoutReports.scoutUid, uid), isNull(scoutReports.workspaceUid)))
    await tx.delete(savedSearches).where(eq(savedSearches.scoutUid, uid))
    await tx.delete(shareLinks).where(eq(shareLinks.scoutUid, uid))
    await tx.delete(enquiries).where(eq(enquiries.scoutUid, uid))
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.accountUid, uid))
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.accountUid, uid))
    await deleteAccountSessions(tx, uid) // and every server forgets them when this commits
    await tx.delete(passwordResets).where(eq(passwordResets.accountUid, uid))
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.accountUid, uid))
    await tx
      .update(accounts)
      .set({
        email: `erased-${uid}@deleted.invalid`,
        username: null,
        name: FORMER_MEMBER,
        phone: null,
        organisation: null,
        country: null,
        bio: null,
        pic: null,
        passwordHash: unusable,
        disabled: true,
        deletedAt: account.deletedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(accounts.uid, uid))
    const words = [account.email, account.phone, account.name, account.username].filter(
      (w): w is string => typeof w === 'string' && w.trim().length >= LONG_ENOUGH,
    )
    // Other accounts' rows are left alone: another person's address may contain this one.
    await scrubEverywhere(tx, words, FORMER_MEMBER.toLowerCase(), [], ['accounts'])
  })
  return { uid, erased: true }
}
