import type { ScoutList, ScoutListSummary } from '../../../api/contract/schemas/scouting-lists'
import type { ListStatus } from '../../../api/contract/terms/scouting'
import type { WaitingWrite } from '../../../api/outbox/pending-records'

// A scout's lists as they will be once the outbox has sent what waits in it: the device's copy with the waiting
// writes laid over it in the order they were made — the same changes the server makes of them — so a status
// moved without a signal shows moved, a list made offline shows, a removed player is gone.

const tail = (url: string, base: string) => url.slice(base.length).split('/').filter(Boolean)

/** One list with the waiting writes to it applied; undefined when a waiting write deletes it. */
export function withWaitingWrites(
  list: ScoutList,
  writes: readonly WaitingWrite[],
  base: string,
): ScoutList | undefined {
  let entries = [...list.entries]
  let name = list.name
  for (const w of writes) {
    const [id, players, player] = tail(w.url, base)
    if (id !== list.uid) continue
    if (!players && w.method === 'DELETE') return undefined
    if (!players && w.method === 'PUT' && typeof w.data.name === 'string') name = w.data.name
    if (players && w.method === 'POST' && typeof w.data.uid === 'string') {
      const status = (w.data.status as ListStatus | undefined) ?? 'watching'
      const known = entries.find((e) => e.player.uid === w.data.uid)
      if (known) entries = entries.map((e) => (e === known && w.data.status ? { ...e, status } : e))
      else
        entries.unshift({
          player: {
            uid: w.data.uid,
            name: String(w.data.name ?? 'Player'),
            // Not known until the server answers (decision 0056): the page shows the dash, never 0.
            stats: { matches: null, lineup_matches: 0, minutes: null, goals: 0, assists: null },
          } as ScoutList['entries'][number]['player'],
          status,
          added_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          latest_report: null,
          waitingToSync: true,
          addedHere: true,
        } as ScoutList['entries'][number])
    }
    if (player && w.method === 'PUT' && typeof w.data.status === 'string')
      entries = entries.map((e) =>
        e.player.uid === player ? { ...e, status: w.data.status as ListStatus, waitingToSync: true } : e,
      )
    if (player && w.method === 'DELETE') entries = entries.filter((e) => e.player.uid !== player)
  }
  return { ...list, name, entries }
}

/** The lists' summaries with lists made, renamed or deleted while offline. */
export function summariesWithWaitingWrites(
  lists: readonly ScoutListSummary[],
  writes: readonly WaitingWrite[],
  base: string,
): ScoutListSummary[] {
  let out = [...lists]
  for (const w of writes) {
    const [id, players] = tail(w.url, base)
    if (
      !id &&
      w.method === 'POST' &&
      typeof w.data.uid === 'string' &&
      !out.some((l) => l.uid === w.data.uid)
    )
      out.push({
        uid: w.data.uid,
        name: String(w.data.name ?? ''),
        count: 0,
        statuses: {},
        version: 1,
        created_at: '',
        updated_at: '',
        waitingToSync: true,
      })
    if (id && !players && w.method === 'DELETE') out = out.filter((l) => l.uid !== id)
    if (id && !players && w.method === 'PUT' && typeof w.data.name === 'string')
      out = out.map((l) => (l.uid === id ? { ...l, name: String(w.data.name) } : l))
  }
  return out
}
