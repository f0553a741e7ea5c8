import type { PendingCreated } from '../api/outbox/pending-records'
import styles from '../ui/pager.module.css'

// Records saved on this device that the server has not received yet, shown on top of a list.
export function WaitingList({ records, noun }: { records: PendingCreated[]; noun: string }) {
  if (records.length === 0) return null
  return (
    <section className={styles.waitingList} aria-label={`${noun} waiting to sync`}>
      <ul>
        {records.map((r) => (
          <li key={r.uid}>
            <strong>{String(r.name ?? r.player_name ?? r.team_name ?? r.uid)}</strong>{' '}
            <span className={`${styles.waitingBadge} badge`}>Waiting to sync</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
