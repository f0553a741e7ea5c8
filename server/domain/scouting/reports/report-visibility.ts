import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import { readsEveryReport } from '../../../../src/api/contract/terms/workspaces'
import type { Executor } from '../../../db/client'
import { scoutReports } from '../../../db/schema/index'
import { type Membership, membershipOf } from '../../workspaces/membership'

// Which reports a scout may read (decision 0052), as one condition every report read applies: his own; every
// report of his workspace for heads and analysts; for a scout, his workspace's reports on a player only once he
// has filed his own on that player (blind-first); for a viewer, none but his own (he reads the consensus).

export function readableReports(accountUid: string, membership: Membership | null): SQL {
  const own = eq(scoutReports.scoutUid, accountUid)
  if (!membership || membership.role === 'viewer') return own
  const ofWorkspace = eq(scoutReports.workspaceUid, membership.workspaceUid)
  if (readsEveryReport(membership.role)) return or(own, ofWorkspace)!
  const filedHisOwn = sql`exists (select 1 from scout_reports mine
    where mine.scout_uid = ${accountUid} and mine.player_uid = ${scoutReports.playerUid})`
  return or(own, and(ofWorkspace, filedHisOwn))!
}

/** The caller's readable condition, his membership read first. */
export async function readableFor(db: Executor, accountUid: string) {
  const membership = await membershipOf(db, accountUid)
  return { membership, readable: readableReports(accountUid, membership) }
}

/** A scout of a workspace who has not reported on the player himself sees nothing of his colleagues' reports. */
export async function isBlind(db: Executor, accountUid: string, membership: Membership, playerUid: string) {
  if (membership.role !== 'scout') return false
  const [row] = await db
    .select({ one: sql`1` })
    .from(scoutReports)
    .where(and(eq(scoutReports.scoutUid, accountUid), eq(scoutReports.playerUid, playerUid)))
    .limit(1)
  return !row
}
