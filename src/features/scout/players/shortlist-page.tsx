import { useState } from 'react'
import { Link, useSearch } from 'wouter'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { pageCount, usePagedList } from '../../../api/use-paged-list'
import { useRecord } from '../../../api/use-read'
import { DownloadButton } from '../../../connected/download-button'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { counted } from '../../../ui/counted'
import { Pager } from '../../../ui/pager'
import { SelectField } from '../../../ui/select-field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { OfflineShortlistCard } from './offline-shortlist-card'
import { PlayerResults, type SortKey } from './player-results'
import styles from './scout-players.module.css'
import { loadScoutPlayer, loadShortlist } from './scout-players-api'
import { sortPlayers } from './sort-players'

// The scout's shortlist with each player's key numbers, most recently added first, ordered by any column.
// Removing a player takes it off the list at once.

// A shortlist is read whole (up to 100 at a time), so it can be ordered on the device by any column.
const LIMIT = 100

// The orders of the column headings, as a list: on a phone the rows are cards and the headings are not shown.
const orders: [SortKey | '', string][] = [
  ['', 'Most recently added'],
  ['name', 'Name'],
  ['age', 'Youngest first'],
  ['matches', 'Most matches'],
  ['minutes', 'Most minutes'],
  ['goals', 'Most goals'],
  ['assists', 'Most assists'],
]

export function ShortlistPage() {
  useDocumentTitle('Shortlist')
  const [removed, setRemoved] = useState<Set<string>>(new Set())
  // Players ticked for comparison; a player page's "Compare" arrives with that player ticked.
  const search = useSearch()
  const [arriving] = useState(() =>
    (new URLSearchParams(search).get('compare') ?? '').split(',').filter(Boolean),
  )
  const [chosen, setChosen] = useState<string[]>(arriving)
  const toggleChosen = (uid: string, on: boolean) =>
    setChosen((now) => (on ? [...now.filter((u) => u !== uid), uid].slice(-4) : now.filter((u) => u !== uid)))
  const list = usePagedList((paging, signal) => loadShortlist(paging, signal), [], {
    limit: LIMIT,
    debounceMs: 0,
  })
  const [by, setBy] = useState<SortKey | ''>('')
  const players = sortPlayers(
    (list.data?.data ?? []).filter((p) => !removed.has(p.uid)),
    by,
  )
  const total = Math.max(0, (list.data?.meta.total ?? 0) - removed.size)
  // A player page's "Compare" for a player not on the shortlist: offered (ticked) beside the shortlist's players,
  // so the comparison never counts someone the scout cannot see here.
  const visitorIds = list.data ? arriving.filter((uid) => !list.data?.data.some((p) => p.uid === uid)) : []
  const visitors = useRecord(() => Promise.all(visitorIds.map((uid) => loadScoutPlayer(uid))), [visitorIds])
  const choices = [
    ...players.map((p) => ({ uid: p.uid, name: p.name, visitor: false })),
    ...(visitors.data ?? []).map((p) => ({ uid: p.uid, name: p.name, visitor: true })),
  ]
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Shortlist</h1>
          <p>The players you are following.</p>
        </div>
        {players.length ? (
          <div className="actions">
            <DownloadButton
              href={scoutExportPaths.shortlist}
              label="Download CSV"
              fileName="shortlist.csv"
              noun="players"
            />
          </div>
        ) : null}
      </div>
      <div className="card stack">
        <FromDeviceNotice data={list.data} what="your shortlist" />
        {list.data ? <OfflineShortlistCard players={list.data.data} list={list.data} /> : null}
        {list.loading && !list.data ? <Spinner label="Loading your shortlist" /> : null}
        {list.error && !list.data ? (
          <p className="form-message" data-kind="error" role="alert">
            Your shortlist could not be loaded. Check the connection and try again.
          </p>
        ) : null}
        {list.data && players.length === 0 ? (
          <p className="empty-state">
            No players yet. <Link href="~/scout/players">Find players</Link> and tap Shortlist to keep them
            here.
          </p>
        ) : null}
        {players.length >= 2 ? (
          <SelectField
            label="Order"
            className={styles.order}
            required
            value={by}
            onChange={(v) => setBy(v as SortKey | '')}
            options={orders}
          />
        ) : null}
        {players.length ? (
          <PlayerResults
            players={players}
            // Most recently added ('') is no column's order: no heading is marked (it once said "Name ▲").
            sort={{ by, onSort: setBy }}
            onShortlist={(player, on) =>
              setRemoved((gone) => {
                const next = new Set(gone)
                if (on) next.delete(player.uid)
                else next.add(player.uid)
                return next
              })
            }
          />
        ) : null}
        {choices.length >= 2 ? (
          <fieldset className={styles.compare}>
            <legend>Compare two to four players</legend>
            {choices.map((player) => (
              <label key={player.uid} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(player.uid)}
                  onChange={(event) => toggleChosen(player.uid, event.target.checked)}
                />{' '}
                <span>
                  {player.name}
                  {player.visitor ? <span className="muted"> (not on your shortlist)</span> : null}
                </span>
              </label>
            ))}
            {chosen.length >= 2 ? (
              <Link href={`~/scout/compare?ids=${chosen.join(',')}`} className="btn btn-primary">
                Compare {chosen.length} players
              </Link>
            ) : (
              <p className="muted">Tick at least two.</p>
            )}
          </fieldset>
        ) : visitors.data?.length ? (
          <p className="muted">To compare {visitors.data[0]?.name}, shortlist at least one more player.</p>
        ) : null}
        {list.data && total > LIMIT ? (
          <Pager
            {...list.pager}
            pages={pageCount(total, LIMIT)}
            summary={counted(total, 'player', 'players')}
          />
        ) : null}
      </div>
    </>
  )
}
