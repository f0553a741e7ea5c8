import { useState } from 'react'
import { ageWords, sizeWords } from '../api/read-cache/cache-rules'
import { dropSet, OfflineSpaceFull } from '../api/read-cache/read-cache'
import { setOf, type TakenOffline, takeOffline } from '../api/read-cache/take-offline'
import { useSavedSet } from '../api/read-cache/use-saved-set'
import type { FamilyRecord } from '../api/records'
import { counted } from '../ui/counted'
import styles from './take-offline-card.module.css'

// The "Take offline" line of a competition's, national side's or club's page: what taking it offline saves,
// its progress while it runs, then what is on this tablet (how much, since when) with Refresh and Remove.

export function TakeOfflineCard({
  path,
  record,
  name,
}: {
  path: string
  record: FamilyRecord
  name: string
}) {
  const set = setOf(path, record.uid)
  const { saved, now } = useSavedSet(set)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [result, setResult] = useState<TakenOffline>()
  const [problem, setProblem] = useState<string>()

  const take = async () => {
    setProblem(undefined)
    setProgress({ done: 0, total: 0 })
    try {
      setResult(
        await takeOffline(path, record, `${name} taken offline`, (done, total) =>
          setProgress({ done, total }),
        ),
      )
    } catch (error) {
      setProblem(
        error instanceof OfflineSpaceFull
          ? error.message
          : 'Not everything could be saved: check the connection and take it offline again.',
      )
    } finally {
      setProgress(null)
    }
  }

  return (
    <section className={`${styles.takeOffline} card stack`} aria-label="Offline use">
      <h2>Offline use</h2>
      {progress ? (
        <p role="status">
          Saving {name} on this tablet: {progress.total ? `${progress.done} of ${progress.total}` : 'listing'}{' '}
          teams and games…
        </p>
      ) : saved && saved.copies > 0 ? (
        <p role="status">
          Saved on this tablet
          {result
            ? `: ${[
                counted(result.teams, 'team', 'teams'),
                counted(result.players, 'player', 'players'),
                counted(result.games, 'game', 'games'),
              ].join(', ')}`
            : ''}{' '}
          · {sizeWords(saved.bytes)} · {ageWords(saved.oldest, now)}. Opens, lists and edits without a signal;
          edits sync when the connection is back.
        </p>
      ) : (
        <p className="muted">
          Take it offline before a game day: its teams, squads with pictures and games are saved on this
          tablet.
        </p>
      )}
      {problem ? <p className="field-error">{problem}</p> : null}
      <div className="actions">
        <button type="button" className="btn btn-secondary" disabled={progress !== null} onClick={take}>
          {saved && saved.copies > 0 ? 'Refresh the offline copy' : 'Take offline'}
        </button>
        {saved && saved.copies > 0 && !progress ? (
          <button type="button" className="btn btn-link" onClick={() => dropSet(set)}>
            Remove from this tablet
          </button>
        ) : null}
      </div>
    </section>
  )
}
