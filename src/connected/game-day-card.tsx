import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { savedWhenWords, sizeWords } from '../api/read-cache/cache-rules'
import { GAME_DAY_SET } from '../api/read-cache/game-day-set'
import { recordCopiesUnder, subscribeReadCache } from '../api/read-cache/read-cache'
import { useSavedSet } from '../api/read-cache/use-saved-set'
import { type FamilyRecord, pathsFor } from '../api/records'
import { useShellStored } from '../ui/offline-ready'
import { SelectField } from '../ui/select-field'
import { TakeOfflineCard } from './take-offline-card'
import styles from './take-offline-card.module.css'

// The dashboard's and the Games page's word on game day without a signal: whether the app and the member's
// games of these weeks are on this tablet (said only when true), and "Take offline" for each competition
// those games are played in — a whole tournament's teams, squads with pictures and games.

interface Competition {
  path: 'tournament' | 'league'
  uid: string
  name: string
  record: FamilyRecord
}

function useKeptCompetitions(): Competition[] {
  const [found, setFound] = useState<Competition[]>([])
  useEffect(() => {
    const read = async () => {
      const all: Competition[] = []
      for (const path of ['tournament', 'league'] as const)
        for (const { record } of await recordCopiesUnder(pathsFor(path).one('')))
          all.push({
            path,
            uid: String(record.uid),
            name: String(record.name ?? 'A competition'),
            record: record as FamilyRecord,
          })
      setFound(all.sort((a, b) => a.name.localeCompare(b.name)))
    }
    void read()
    return subscribeReadCache(() => void read())
  }, [])
  return found
}

/** `below`: under another card (the Games page), not in a grid of cards (the dashboard). */
export function GameDayCard({ below = false }: { below?: boolean }) {
  const shellStored = useShellStored()
  const { saved, now } = useSavedSet(GAME_DAY_SET)
  const competitions = useKeptCompetitions()
  const [chosen, setChosen] = useState<Competition>()
  return (
    <section className={`${below ? styles.gameDay : ''} card stack`} aria-labelledby="game-day-title">
      <h2 id="game-day-title">Game day without a signal</h2>
      {!shellStored ? (
        <p className="muted">
          Not ready offline yet: the app is still being stored on this tablet. Keep it open with a signal.
        </p>
      ) : saved && saved.copies > 0 ? (
        <p role="status">
          Ready offline: your games of these weeks, with their teams and squads, are on this tablet (
          {sizeWords(saved.bytes)}, saved {savedWhenWords(saved.oldest, now)}). They refresh by themselves
          while there is a signal; see <Link href="~/community/sync">Sync</Link>.
        </p>
      ) : (
        <p role="status">
          Ready offline. Your games of the two weeks before and after today are saved here by themselves while
          there is a signal.
        </p>
      )}
      {competitions.length ? (
        <SelectField
          id="take-offline-competition"
          label="Take a whole competition offline"
          required
          value={chosen ? `${chosen.path}:${chosen.uid}` : ''}
          onChange={(v) => setChosen(competitions.find((c) => `${c.path}:${c.uid}` === v))}
          empty="Choose a competition…"
          options={competitions.map((c) => [`${c.path}:${c.uid}`, c.name] as const)}
        />
      ) : null}
      {chosen ? (
        <TakeOfflineCard key={chosen.uid} path={chosen.path} record={chosen.record} name={chosen.name} />
      ) : null}
    </section>
  )
}
