import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Link } from 'wouter'
import type { OutboxRuntime } from '../../api/outbox/runtime'
import { type SyncIndicator as SyncView, syncIndicator } from '../../api/outbox/sync.machine'
import styles from './offline.module.css'

// The always-visible sync status of an area with an outbox (community, scout): online or not, how many writes wait, whether a replay
// runs, when the device last caught up, and how many writes need the user. It links to the outbox screen.

const sameView = (a: SyncView, b: SyncView) =>
  a.online === b.online &&
  a.syncing === b.syncing &&
  a.waiting === b.waiting &&
  a.problems === b.problems &&
  a.lastSyncedAt === b.lastSyncedAt &&
  a.needsSignIn === b.needsSignIn &&
  a.retrying === b.retrying

export function SyncIndicator({ runtime, href }: { runtime: OutboxRuntime; href: string }) {
  const view = useSelector(runtime.actor, syncIndicator, sameView)
  const { tone, headline } = indicatorText(view)
  const lastSyncedAt = useRememberedLastSync(runtime.userUid, view.lastSyncedAt)
  const last = lastSyncedText(lastSyncedAt, view.waiting)
  return (
    <Link
      href={href}
      className={styles.syncIndicator}
      data-tone={tone}
      data-testid="sync-indicator"
      aria-label={`Sync status: ${headline}.${last ? ` ${last}.` : ''} Open the outbox.`}
    >
      <span className={styles.syncDot} aria-hidden="true" />
      <span className={styles.syncHeadline} role="status">
        {headline}
      </span>
      {last ? <span className={styles.syncLast}>{last}</span> : null}
    </Link>
  )
}

type Tone = 'good' | 'busy' | 'offline' | 'problem'

function indicatorText(v: SyncView): { tone: Tone; headline: string } {
  const waiting = v.waiting > 0 ? `${v.waiting} waiting` : ''
  const problems = v.problems > 0 ? `${v.problems} ${v.problems === 1 ? 'problem' : 'problems'}` : ''
  const counts = [waiting, problems].filter(Boolean).join(', ')
  if (!v.online) return { tone: 'offline', headline: counts ? `Offline · ${counts}` : 'Offline' }
  if (v.needsSignIn) return { tone: 'problem', headline: `Sign in again to sync · ${counts || 'paused'}` }
  if (v.syncing) return { tone: 'busy', headline: `Syncing · ${waiting || 'finishing'}` }
  if (v.problems > 0) return { tone: 'problem', headline: counts }
  if (v.retrying) return { tone: 'busy', headline: `Server unreachable · ${waiting || 'retrying'}` }
  if (v.waiting > 0) return { tone: 'busy', headline: waiting }
  return { tone: 'good', headline: 'All synced' }
}

/** When the device last caught up; nothing when it never had anything to send ("All synced" says it all). */
function lastSyncedText(at: number | null, waiting: number): string | undefined {
  if (at === null) return waiting > 0 ? 'Not sent yet' : undefined
  const time = new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
  return `Last synced ${time}`
}

/**
 * The machine knows when it last caught up in this page; the member wants to know it across reloads and app
 * restarts too ("last synced 08:12" after reopening the tablet), so the time is kept per user on the device.
 */
function useRememberedLastSync(userUid: string, fromMachine: number | null): number | null {
  const key = `scouting-last-synced:${userUid}`
  useEffect(() => {
    if (fromMachine !== null) localStorage.setItem(key, String(fromMachine))
  }, [key, fromMachine])
  const stored = Number(localStorage.getItem(key)) || 0
  return Math.max(stored, fromMachine ?? 0) || null
}
