import { useEffect, useState } from 'react'
import { browserEnvironment, currentOutbox, type OutboxRuntime, outboxFor } from '../../api/outbox/runtime'
import { copyAfterWrite } from '../../api/read-cache/copy-after-write'
import styles from '../../features/offline/offline.module.css'
import { SyncIndicator } from '../../features/offline/sync-indicator'
import { useAreaSession } from '../session-context'

// Connects the signed-in member or scout to their outbox runtime (IndexedDB queue + sync machine): started as
// soon as the area's shell shows a confirmed user, so queued writes replay on every page of the area. The
// community queues its football data there, scouts their shortlist changes and notes made without a signal.

export function useAreaOutbox(): OutboxRuntime | undefined {
  const { profile } = useAreaSession()
  const uid = profile?.uid
  const [runtime, setRuntime] = useState<OutboxRuntime | undefined>(() =>
    uid && currentOutbox()?.userUid === uid ? currentOutbox() : undefined,
  )
  useEffect(() => {
    if (!profile) return setRuntime(undefined)
    // Each confirmed profile is the server saying "this user is signed in": outboxFor starts their runtime,
    // or tells the running one, which resumes a replay that a 401 paused (a no-op otherwise). What the server
    // takes replaces the device's copy of its record.
    setRuntime(outboxFor(profile.uid, browserEnvironment(copyAfterWrite)))
  }, [profile])
  return runtime
}

/** The always-visible indicator at the top of every page of the area; it opens the area's Sync page. */
export function AreaSyncStatus({ syncHref }: { syncHref: string }) {
  const runtime = useAreaOutbox()
  return runtime ? (
    <div className={`${styles.areaSyncBar} no-print`}>
      <SyncIndicator runtime={runtime} href={syncHref} />
    </div>
  ) : null
}
