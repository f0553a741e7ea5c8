import { useEffect, useState } from 'react'
import { currentOutbox, type OutboxRuntime, outboxFor } from '../../api/outbox/runtime'
import { SyncIndicator } from '../../features/offline/sync-indicator'
import { useAreaSession } from '../session-context'

// Connects the signed-in community member to their outbox runtime (IndexedDB queue + sync machine): started
// as soon as the community shell shows a confirmed member, so queued writes replay on every page of the area.

export function useCommunityOutbox(): OutboxRuntime | undefined {
  const { profile } = useAreaSession()
  const uid = profile?.uid
  const [runtime, setRuntime] = useState<OutboxRuntime | undefined>(() =>
    uid && currentOutbox()?.userUid === uid ? currentOutbox() : undefined,
  )
  useEffect(() => {
    if (!profile) return setRuntime(undefined)
    // Each confirmed profile is the server saying "this member is signed in": outboxFor starts their runtime,
    // or tells the running one, which resumes a replay that a 401 paused (a no-op otherwise).
    setRuntime(outboxFor(profile.uid))
  }, [profile])
  return runtime
}

/** The always-visible indicator at the top of every community page. */
export function CommunitySyncStatus() {
  const runtime = useCommunityOutbox()
  return runtime ? (
    <div className="community-sync-bar">
      <SyncIndicator runtime={runtime} />
    </div>
  ) : null
}
