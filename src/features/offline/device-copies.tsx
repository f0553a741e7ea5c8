import { useEffect, useState } from 'react'
import { savedWhenWords, sizeWords } from '../../api/read-cache/cache-rules'
import { GAME_DAY_SET } from '../../api/read-cache/game-day-set'
import { dropSet, type SavedSet, savedSets, subscribeReadCache } from '../../api/read-cache/read-cache'
import { counted } from '../../ui/counted'
import styles from './offline.module.css'

// The Sync page's "On this device": what is kept here to read without a signal — the member's game days
// (kept automatically), each competition taken offline, a scout's shortlist — with its size and time, and the
// total, so a member knows what the tablet holds before leaving for the ground.

/** `gameDays`: the community's automatic copies can be refreshed from here (scouts have none). */
export function DeviceCopies({ gameDays }: { gameDays: boolean }) {
  const [sets, setSets] = useState<[string, SavedSet][]>()
  const [refreshing, setRefreshing] = useState(false)
  useEffect(() => {
    const read = () => savedSets().then((all) => setSets([...all.entries()].filter(([, s]) => s.copies > 0)))
    void read()
    return subscribeReadCache(read)
  }, [])
  if (!sets) return null
  const now = Date.now()
  const total = sets.reduce((sum, [, s]) => sum + s.bytes, 0)
  return (
    <section className={`${styles.outboxSection} card stack`} aria-labelledby="device-copies-title">
      <h2 id="device-copies-title">On this device</h2>
      {sets.length === 0 ? (
        <p className="muted">Nothing is saved here for reading offline yet.</p>
      ) : (
        <>
          <p>
            {sizeWords(total)} saved for reading without a signal (at most 50 MB; the oldest copies go first).
          </p>
          <ul className="related-list" aria-label="Saved for offline use">
            {sets.map(([set, s]) => (
              <li key={set} data-testid="device-copy">
                <strong>{s.label ?? 'Records you opened'}</strong> · {counted(s.copies, 'copy', 'copies')} ·{' '}
                {sizeWords(s.bytes)} · saved {savedWhenWords(s.oldest, now)}{' '}
                {set === GAME_DAY_SET ? null : (
                  <button type="button" className="btn btn-link" onClick={() => dropSet(set)}>
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {gameDays ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={refreshing || !navigator.onLine}
            onClick={() => {
              setRefreshing(true)
              // Loaded here on demand: the community area has it already, a scout's Sync page never asks.
              void import('../../api/read-cache/use-game-day-keeper')
                .then((keeper) => keeper.refreshGameDays(0))
                .finally(() => setRefreshing(false))
            }}
          >
            {refreshing ? 'Saving your games…' : 'Refresh your games now'}
          </button>
        </div>
      ) : null}
    </section>
  )
}
