import '../ui/pager.css'
import type { PendingCreated } from '../api/outbox-pending-records'

// Records saved on this device that the server has not received yet, shown on top of a list.
export function WaitingList({ records, noun }: { records: PendingCreated[]; noun: string }) {
  if (records.length === 0) return null
  return (
    <section className="waiting-list" aria-label={`${noun} waiting to sync`}>
      <ul>
        {records.map((r) => (
          <li key={r.uid}>
            <strong>{String(r.name ?? r.player_name ?? r.team_name ?? r.uid)}</strong>{' '}
            <span className="badge waiting-badge">Waiting to sync</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
