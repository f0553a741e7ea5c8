import { lazy, Suspense } from 'react'
import { replayPlan } from '../../api/outbox/order'
import type { OutboxRuntime } from '../../api/outbox/runtime'
import { useDocumentTitle } from '../../ui/use-document-title'
import styles from './offline.module.css'
import { useOutboxWrites } from './use-outbox-writes'
import { WriteCard } from './write-card'

/** What the device keeps for reading offline: below the outbox, in its own chunk (decision 0041's budget). */
const DeviceCopies = lazy(() => import('./device-copies').then((m) => ({ default: m.DeviceCopies })))
// /community/sync: every write of this member that has not reached the server, problems first. Nothing
// leaves this list except by delivery or by the member's own "Discard" / "Take theirs". Below, what this
// device keeps for reading offline.

export function OutboxPage({ runtime, gameDays }: { runtime: OutboxRuntime; gameDays: boolean }) {
  useDocumentTitle('Sync and outbox')
  const writes = useOutboxWrites(runtime)
  const plan = replayPlan(writes ?? [])
  const problems = (writes ?? []).filter((w) => w.status !== 'waiting')
  const waiting = (writes ?? []).filter((w) => w.status === 'waiting')
  return (
    <>
      <div className={`${styles.outboxHead} page-head`}>
        <div>
          <h1>Sync</h1>
          <p>
            Changes made on this device that the server has not confirmed yet. They are kept until they sync.
          </p>
        </div>
        <div className={styles.outboxHeadActions}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => runtime.actor.send({ type: 'SYNC' })}
          >
            Sync now
          </button>
        </div>
      </div>
      {writes === undefined ? (
        <p className="muted">Reading the outbox…</p>
      ) : writes.length === 0 ? (
        <section className={`${styles.outboxEmpty} card`}>
          <h2>Everything is synced</h2>
          <p className="muted">Nothing is waiting on this device.</p>
        </section>
      ) : (
        <>
          <WriteSection title="Needs your attention" writes={problems} runtime={runtime} held={plan.held} />
          <WriteSection title="Waiting to sync" writes={waiting} runtime={runtime} held={plan.held} />
        </>
      )}
      <Suspense fallback={null}>
        <DeviceCopies gameDays={gameDays} />
      </Suspense>
    </>
  )
}

interface SectionProps {
  title: string
  writes: ReturnType<typeof useOutboxWrites> & object
  runtime: OutboxRuntime
  held: Set<string>
}

function WriteSection({ title, writes, runtime, held }: SectionProps) {
  if (writes.length === 0) return null
  const id = `outbox-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section className={styles.outboxSection} aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="badge">{writes.length}</span>
      </h2>
      <ol className={styles.outboxList}>
        {writes.map((write) => (
          <li key={write.id}>
            <WriteCard write={write} outbox={runtime.outbox} held={held.has(write.id)} />
          </li>
        ))}
      </ol>
    </section>
  )
}
