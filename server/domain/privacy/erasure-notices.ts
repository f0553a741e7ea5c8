import { sql } from 'drizzle-orm'
import type { ErasureNotice } from '../../../src/api/contract/schemas/privacy'
import type { Executor } from '../../db/client'

// What a scout is told of an erasure (decision 0057): which of his notes and reports named the erased player, so
// he knows why their words changed. Never who the player was.

export async function erasureNoticesOf(db: Executor, ownerUid: string): Promise<ErasureNotice[]> {
  const rows = await db.execute<{
    kind: 'note' | 'report'
    record_uid: string
    id: number | string
    at: Date | string
  }>(sql`
    select n.kind, n.record_uid::text as record_uid, e.id, e.at
    from erasure_notices n join erasures e on e.id = n.erasure_id
    where n.owner_uid = ${ownerUid}
    order by e.at desc, n.id desc
    limit 100`)
  return rows.rows.map((r) => ({
    kind: r.kind,
    record_uid: r.record_uid,
    player: `Erased player #${r.id}`,
    at: new Date(r.at).toISOString(),
  }))
}
