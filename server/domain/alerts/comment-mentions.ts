import { eq, sql } from 'drizzle-orm'
import { matchingFold } from '../../../src/rules/name-folding'
import type { Tx } from '../../db/client'
import { accounts, workspaceComments } from '../../db/schema/index'
import { personName } from '../accounts/person-name'
import { seenByScouts } from '../privacy/minors'
import { mailOfKind, type Raised, raiseAll } from './raise'

// Kind comment_mention: a member of a club named with "@" in one of its threads ("@Ana López, look at his first
// touch") hears of it in his inbox. A member is named by his whole name, his username, or his first name when no
// other member of the club shares it; accents and case do not matter. Only the comment's club's members can be
// named — a namesake in another club never hears of it — and the author is not told of his own comment.

type Comment = {
  workspace: string
  author: string | null
  authorName: string | null
  player: string
  body: string
}
type Member = { uid: string; name: string | null; username: string | null }

/** The folded text after each "@" that starts a word (not the one inside an address: ana@club.example). */
export function mentionedTexts(body: string): string[] {
  const texts: string[] = []
  for (const match of body.matchAll(/(?<![\p{L}\p{N}._%+-])@/gu))
    texts.push(matchingFold(body.slice(match.index + 1)))
  return texts
}

/** The names a member answers to, folded: whole name, username, and a first name no other member has. */
export function handlesOf(member: Member, members: Member[]): string[] {
  const first = (m: Member) => (m.name ? matchingFold(m.name).split(' ')[0] : undefined)
  const own = first(member)
  const shared = members.some((m) => m.uid !== member.uid && own !== undefined && first(m) === own)
  return [member.name, member.username, shared ? undefined : own]
    .filter((h): h is string => Boolean(h))
    .map(matchingFold)
    .filter((h) => h.length > 0)
}

/** Whether a folded text after "@" begins with the handle as whole words ("ana lopez, look" → "ana lopez"). */
const names = (text: string, handle: string) =>
  text.startsWith(handle) && (text.length === handle.length || /[^a-z0-9]/.test(text[handle.length]!))

export async function mentionAlerts(tx: Tx, eventId: string, commentUid: string) {
  const rows: Comment[] = await tx
    .select({
      workspace: workspaceComments.workspaceUid,
      author: workspaceComments.authorUid,
      authorName: personName,
      player: workspaceComments.playerUid,
      body: workspaceComments.body,
    })
    .from(workspaceComments)
    .leftJoin(accounts, eq(accounts.uid, workspaceComments.authorUid))
    .where(eq(workspaceComments.uid, commentUid))
  const comment = rows[0]
  if (!comment) return // deleted before its turn came
  const texts = mentionedTexts(comment.body)
  if (!texts.length) return
  const { rows: members } = await tx.execute<Member>(sql`select a.uid, a.name, a.username
    from workspace_members m join accounts a on a.uid = m.account_uid where m.workspace_uid = ${comment.workspace}`)
  const named = members.filter(
    (m) => m.uid !== comment.author && handlesOf(m, members).some((h) => texts.some((t) => names(t, h))),
  )
  if (!named.length) return
  // A minor hidden from scouts is named to nobody (the inbox would not show the item either).
  const { rows: players } = await tx.execute<{ name: string; seen: boolean }>(sql`select p.name,
      ${seenByScouts(sql`p.uid`, sql`p.date_of_birth`)} as seen from players p where p.uid = ${comment.player}`)
  const player = players[0]
  if (!player?.seen) return
  const excerpt = comment.body.length > 140 ? `${comment.body.slice(0, 139).trimEnd()}…` : comment.body
  const items: Raised[] = named.map((m) => ({
    scoutUid: m.uid,
    kind: 'comment_mention',
    subject: commentUid,
    fingerprint: eventId,
    playerUid: comment.player,
    reason: `${comment.authorName ?? 'A colleague'} mentioned you on ${player.name}: “${excerpt}”`,
    mail: mailOfKind('comment_mention'),
  }))
  await raiseAll(tx, items)
}
