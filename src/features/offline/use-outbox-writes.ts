import { useEffect, useState } from 'react'
import type { OutboxRuntime } from '../../api/outbox/runtime'
import type { OutboxWrite } from '../../api/outbox/types'

// The member's queued writes as stored in IndexedDB, kept fresh: the outbox notifies on screen actions, and the
// sync machine's own progress (delivered writes, new problems) arrives through its snapshots.

export function useOutboxWrites(runtime: OutboxRuntime): OutboxWrite[] | undefined {
  const [writes, setWrites] = useState<OutboxWrite[]>()
  useEffect(() => {
    let alive = true
    let reading = Promise.resolve()
    const reload = () => {
      reading = reading.then(async () => {
        const list = await runtime.outbox.list()
        if (alive) setWrites(list)
      })
    }
    reload()
    const unsubscribe = runtime.outbox.subscribe(reload)
    const subscription = runtime.actor.subscribe(reload)
    return () => {
      alive = false
      unsubscribe()
      subscription.unsubscribe()
    }
  }, [runtime])
  return writes
}
