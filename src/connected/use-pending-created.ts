import { useEffect, useState } from 'react'
import { type PendingCreated, pendingCreated } from '../api/outbox/pending-records'
import { currentOutbox } from '../api/outbox/runtime'

// The records of a collection this member created while the server could not be reached: lists show them
// "waiting to sync" until the outbox has delivered them (then the server's list has them and they leave here).
export function usePendingCreated(collectionUrl: string): PendingCreated[] {
  const [records, setRecords] = useState<PendingCreated[]>([])
  useEffect(() => {
    let live = true
    const load = () => pendingCreated(collectionUrl).then((found) => live && setRecords(found))
    load()
    // Every change of the sync machine (queued, delivered, failed …) may change what is waiting.
    const subscription = currentOutbox()?.actor.subscribe(() => load())
    return () => {
      live = false
      subscription?.unsubscribe()
    }
  }, [collectionUrl])
  return records
}
