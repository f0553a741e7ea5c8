import { and, desc, eq } from 'drizzle-orm'
import type { ActivityItem } from '../../../src/api/contract/schemas/workspaces'
import type { Executor } from '../../db/client'
import { accounts, players, workspaceActivity } from '../../db/schema/index'
import { FORMER_MEMBER, personName } from '../accounts/person-name'
import { nameSeenByScouts } from '../privacy/minors'

// What happened in a workspace: who reported on whom, added, moved, commented, changed the shadow team, joined,
// left. Written in the same transaction as the change it tells of; never a report's content (a blind scout
// reads the activity page too).

type Kind = ActivityItem['kind']

export async function recordActivity(
  db: Executor,
  workspaceUid: string,
  actorUid: string,
  kind: Kind,
  about: { playerUid?: string; listUid?: string; detail?: string } = {},
) {
  await db.insert(workspaceActivity).values({
    workspaceUid,
    actorUid,
    kind,
    playerUid: about.playerUid ?? null,
    listUid: about.listUid ?? null,
    detail: about.detail ?? null,
  })
}

export const ACTIVITY_PAGE = 50

/** Newest first, 50 a page; `member` narrows to what one member did. */
export async function listActivity(
  db: Executor,
  workspaceUid: string,
  query: { member?: string; page: number },
): Promise<ActivityItem[]> {
  const rows = await db
    .select({
      id: workspaceActivity.id,
      kind: workspaceActivity.kind,
      actorUid: workspaceActivity.actorUid,
      actorName: personName,
      playerUid: workspaceActivity.playerUid,
      // "Not available" once he is a minor hidden from scouts (privacy/minors.ts).
      playerName: nameSeenByScouts,
      listUid: workspaceActivity.listUid,
      detail: workspaceActivity.detail,
      at: workspaceActivity.at,
    })
    .from(workspaceActivity)
    .leftJoin(accounts, eq(accounts.uid, workspaceActivity.actorUid))
    .leftJoin(players, eq(players.uid, workspaceActivity.playerUid))
    .where(
      and(
        eq(workspaceActivity.workspaceUid, workspaceUid),
        query.member ? eq(workspaceActivity.actorUid, query.member) : undefined,
      ),
    )
    .orderBy(desc(workspaceActivity.at), desc(workspaceActivity.id))
    .limit(ACTIVITY_PAGE)
    .offset((query.page - 1) * ACTIVITY_PAGE)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as Kind,
    actor: { uid: r.actorUid, name: r.actorName ?? FORMER_MEMBER },
    player: r.playerUid ? { uid: r.playerUid, name: r.playerName ?? '' } : null,
    list_uid: r.listUid,
    detail: r.detail,
    at: r.at.toISOString(),
  }))
}
