import { searchFinds } from '../../rules/name-folding'
import { jsonOf } from './body'
import { currentOutbox } from './runtime'
import { pendingCreates } from './view'

// Records the signed-in member created while the server could not be reached: they exist only as queued
// creates in the outbox, yet later screens (a picker choosing a team's players, a game choosing its teams)
// must offer them, so that a whole game day can be entered offline. Each carries `waitingToSync: true`.

export type PendingCreated = Record<string, unknown> & { uid: string; waitingToSync: true }

/** The member's queued creates under a collection URL (`/api/community/team`), oldest first. */
export async function pendingCreated(collectionUrl: string): Promise<PendingCreated[]> {
  const runtime = currentOutbox()
  if (!runtime) return []
  const creates = pendingCreates(await runtime.outbox.list(), collectionUrl)
  return creates.flatMap((p) =>
    typeof p.data.uid === 'string' ? [{ ...p.data, uid: p.data.uid, waitingToSync: true as const }] : [],
  )
}

/** Does a pending record's name start a word with what was typed, folded as the server's search folds it? */
export const nameMatches = (record: Record<string, unknown>, q: string): boolean =>
  searchFinds(String(record.name ?? ''), q)

/** A write waiting in the signed-in user's outbox, as a screen lays it over its device copy. */
export interface WaitingWrite {
  method: string
  url: string
  data: Record<string, unknown>
}

/** The user's waiting writes to URLs under `prefix` (`/api/scout/lists`), in the order they were made. */
export async function waitingWritesUnder(prefix: string): Promise<WaitingWrite[]> {
  const runtime = currentOutbox()
  if (!runtime) return []
  return (await runtime.outbox.list())
    .filter((w) => w.url === prefix || w.url.startsWith(`${prefix}/`))
    .map((w) => {
      const data = jsonOf(w.body)
      return {
        method: w.method,
        url: w.url,
        data:
          data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
      }
    })
}
