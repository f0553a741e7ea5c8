import { useEffect, useRef, useState } from 'react'
import type { ScoutPlayer } from '../../../api/contract/schemas/scout-players'
import { ageWords, sizeWords } from '../../../api/read-cache/cache-rules'
import { savedAtOf } from '../../../api/read-cache/cached-read'
import { dropSet, OfflineSpaceFull, savedSets } from '../../../api/read-cache/read-cache'
import { useSavedSet } from '../../../api/read-cache/use-saved-set'
import { useShellStored } from '../../../ui/offline-ready'
import { saveShortlistOffline } from './offline-shortlist'
import styles from './scout-players.module.css'
import { OFFLINE_SET } from './scout-players-api'

// The shortlist's offline state, in words: saving (n of m), saved (how many players, how much space, when),
// or what went wrong; and a way to remove the copy from this device. Saving starts by itself whenever the
// shortlist is read fresh from the server, so what is on the device follows the shortlist.

type Saving = { done: number; total: number } | null

/** A shortlist saved this recently is not saved again when it opens (its pages refresh as they are read). */
const RESAVE_AFTER_MS = 15 * 60_000

export function OfflineShortlistCard({ players, list }: { players: ScoutPlayer[]; list: unknown }) {
  const fresh = list !== undefined && savedAtOf(list) === undefined
  const { saved, now } = useSavedSet(OFFLINE_SET)
  // Saved data is only "for offline reading" once the app itself opens without a signal.
  const shellStored = useShellStored()
  const [progress, setProgress] = useState<Saving>(null)
  const [problem, setProblem] = useState<string>()
  const key = players.map((p) => p.uid).join(',')
  const started = useRef<string | null>(null)
  // The shortlist whose save has ended (or was found recent enough). Until then a fresh shortlist counts as being
  // saved: its own read is in the set at once, and the card said "Saved" before any player's page was — a scout
  // who left the ground's signal then found the player's page not on the device.
  const [settled, setSettled] = useState<string | null>(null)
  const saving: Saving = progress ?? (fresh && settled !== key ? { done: 0, total: players.length } : null)

  useEffect(() => {
    if (!fresh || started.current === key) return
    started.current = key
    void (async () => {
      try {
        // Saved recently with every player's page (5 reads each): opening the shortlist again reads nothing more.
        const before = (await savedSets()).get(OFFLINE_SET)
        if (before && Date.now() - before.oldest < RESAVE_AFTER_MS && before.copies > players.length * 5)
          return
        setProblem(undefined)
        setProgress({ done: 0, total: players.length })
        const { failed } = await saveShortlistOffline(players, (done, total) => setProgress({ done, total }))
        if (failed) setProblem(`${failed} of the players could not be saved; they open online only.`)
      } catch (error) {
        setProblem(error instanceof OfflineSpaceFull ? error.message : 'The shortlist could not be saved.')
      } finally {
        setProgress(null)
        setSettled(key)
      }
    })()
  }, [fresh, key, players])

  const playersSaved = players.length
  return (
    <section className={styles.offlineCard} aria-label="Offline reading">
      {/* "Saved on this device" only once the app and the data are both stored: said while the service worker
          was still installing, it sent a scout offline with an app that did not open. */}
      {saving ? (
        <p role="status">
          Saving for offline reading: your shortlist and lists, {saving.done} of {saving.total} players
          {shellStored ? '' : ', and the app itself'}… Keep a signal until this says it is saved.
        </p>
      ) : saved && !shellStored ? (
        <p role="status">
          Still saving for offline reading: the app itself (your shortlist's {playersSaved}{' '}
          {playersSaved === 1 ? 'player is' : 'players are'} stored). Keep a signal until this says it is
          saved.
        </p>
      ) : saved ? (
        <p role="status">
          Saved on this device for offline reading: {playersSaved} {playersSaved === 1 ? 'player' : 'players'}{' '}
          · {sizeWords(saved.bytes)} · {ageWords(saved.oldest, now)}. Removed when you sign out.
        </p>
      ) : (
        <p className="muted">Not saved on this device yet: it is saved when the shortlist opens online.</p>
      )}
      {problem ? <p className="field-error">{problem}</p> : null}
      {saved && !saving ? (
        <button type="button" className="btn btn-link" onClick={() => dropSet(OFFLINE_SET)}>
          Remove the offline copy
        </button>
      ) : null}
    </section>
  )
}
