import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { sharePaths } from '../../../../src/api/contract/terms/paths'
import type { ShareKind, ShareLink } from '../../../../src/api/contract/terms/share-links'
import type { Mailer } from '../../../adapters/mail'
import type { Db } from '../../../db/client'
import { accounts, players, scoutLists, shareLinks } from '../../../db/schema/index'
import { hashToken, newToken } from '../../accounts/tokens'
import { nameSeenByScouts, seenByScouts } from '../../privacy/minors'
import { DomainError, invalidField } from '../../support/errors'
import { recordNotFound } from '../../support/versioned-update'
import { firstOpenThisHour, type Visitor } from './visitor-opens'

// A scout's read-only links (docs/decisions/0046-files-and-share-links.md). The token is 256 random bits, handed out
// once in the link's address; only its SHA-256 is kept, and it is never logged (server/http/log-fields.ts). Opening
// counts, once per visitor an hour; a withdrawn or expired link answers 410 in words, an unknown one 404.

type Row = typeof shareLinks.$inferSelect
const DAY = 86_400_000

export const gone = (message: string) => new DomainError('gone', message, 'LINK_GONE')

const stateOf = (row: Row, now: Date) =>
  row.revokedAt ? 'withdrawn' : row.expiresAt <= now ? 'expired' : ('active' as const)

async function targetName(db: Db, scoutUid: string, kind: ShareKind, id: string): Promise<string | null> {
  if (kind === 'list') {
    const [list] = await db
      .select({ name: scoutLists.name })
      .from(scoutLists)
      .where(and(eq(scoutLists.uid, id), eq(scoutLists.scoutUid, scoutUid)))
    return list?.name ?? null
  }
  // A minor scouts may not see is no player to share (privacy/minors.ts).
  const [player] = await db
    .select({ name: players.name })
    .from(players)
    .where(and(eq(players.uid, id), seenByScouts(players.uid, players.dateOfBirth)))
  return player ? (player.name ?? 'Player') : null
}

export async function createShare(
  db: Db,
  mailer: Mailer,
  scout: { uid: string; name: string; publicUrl: string },
  input: { kind: ShareKind; id: string; days: number; email?: string },
  now = new Date(),
) {
  const name = await targetName(db, scout.uid, input.kind, input.id)
  if (name === null)
    throw invalidField('id', input.kind === 'list' ? 'You have no such list' : 'There is no such player')
  const token = newToken()
  const uid = uuidv7()
  const expiresAt = new Date(now.getTime() + input.days * DAY)
  await db.insert(shareLinks).values({
    uid,
    scoutUid: scout.uid,
    kind: input.kind,
    targetUid: input.id,
    tokenHash: hashToken(token),
    email: input.email ?? null,
    expiresAt,
  })
  const url = `${scout.publicUrl}${sharePaths.page(token)}`
  if (input.email)
    await mailer.send({
      to: input.email,
      subject: `${scout.name} shared ${input.kind === 'list' ? `the list “${name}”` : `${name}’s card`} with you`,
      text: [
        `${scout.name} shared ${input.kind === 'list' ? `the list “${name}”` : `the scouting card of ${name}`} with you on Scoutline.`,
        `Open it here, no account needed (it works until ${expiresAt.toUTCString()}):\n\n${url}\n`,
        'If you did not expect this, you can ignore this mail.',
      ].join('\n\n'),
    })
  return { id: uid, url, expires_at: expiresAt.toISOString() }
}

export async function listShares(db: Db, scoutUid: string, now = new Date()): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.scoutUid, scoutUid))
    .orderBy(desc(shareLinks.createdAt))
  const listIds = rows.filter((r) => r.kind === 'list').map((r) => r.targetUid)
  const playerIds = rows.filter((r) => r.kind === 'player').map((r) => r.targetUid)
  const [lists, named] = await Promise.all([
    listIds.length
      ? db
          .select({ uid: scoutLists.uid, name: scoutLists.name })
          .from(scoutLists)
          .where(inArray(scoutLists.uid, listIds))
      : [],
    playerIds.length
      ? // "Not available" once scouts may no longer see him (privacy/minors.ts).
        db
          .select({ uid: players.uid, name: nameSeenByScouts })
          .from(players)
          .where(inArray(players.uid, playerIds))
      : [],
  ])
  const names = new Map([...lists, ...named].map((r) => [r.uid, r.name]))
  return rows.map((row) => present(row, names.get(row.targetUid) ?? null, now))
}

const present = (row: Row, name: string | null, now: Date): ShareLink => ({
  id: row.uid,
  kind: row.kind as ShareKind,
  target: { id: row.targetUid, name },
  email: row.email,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  state: stateOf(row, now),
  opens: row.opens,
  last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

/** Withdraws a link at once; withdrawing it again changes nothing (a replayed DELETE). */
export async function revokeShare(db: Db, scoutUid: string, uid: string, now = new Date()) {
  const mine = and(eq(shareLinks.uid, uid), eq(shareLinks.scoutUid, scoutUid))
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(mine, isNull(shareLinks.revokedAt)))
  const [row] = await db.select().from(shareLinks).where(mine)
  if (!row) throw recordNotFound('shared link', uid)
  return present(row, await targetName(db, scoutUid, row.kind as ShareKind, row.targetUid), now)
}

/**
 * The link a token opens, counted as opened once per visitor an hour (visitor-opens.ts); 404 for no such link, 410 once withdrawn or past its day, and while
 * the scout who shared it is disabled (an admin stopped him; his links open again if he is enabled) or deleted.
 */
export async function openShare(db: Db, token: string, visitor: Visitor, now = new Date()): Promise<Row> {
  const [found] = await db
    .select({ row: shareLinks, disabled: accounts.disabled, deletedAt: accounts.deletedAt })
    .from(shareLinks)
    .innerJoin(accounts, eq(accounts.uid, shareLinks.scoutUid))
    .where(eq(shareLinks.tokenHash, hashToken(token)))
  if (!found)
    throw new DomainError('not_found', 'There is no such link. Check that it was copied whole.', 'NO_LINK')
  const { row } = found
  const state = stateOf(row, now)
  if (state === 'withdrawn' || found.deletedAt) throw gone('This link was withdrawn')
  if (state === 'expired') throw gone('This link has expired')
  if (found.disabled) throw gone('This link is not available now: ask the scout who shared it')
  const counted = await firstOpenThisHour(db, token, visitor, now)
  await db
    .update(shareLinks)
    .set({ opens: counted ? sql`${shareLinks.opens} + 1` : shareLinks.opens, lastOpenedAt: now })
    .where(eq(shareLinks.uid, row.uid))
  return row
}
