import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { ScoutList, ScoutListEntry } from '../../../api/contract/schemas/scouting-lists'
import { playerAgeWords } from '../../../api/contract/terms/consent'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { positionName } from '../../../api/contract/terms/players'
import { type ListStatus, listStatuses, recommendationLabel } from '../../../api/contract/terms/scouting'
import { LIST_NAME_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { DownloadMenu } from '../../../connected/download-menu'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { askToConfirm } from '../../../ui/confirm'
import { Crumbs } from '../../../ui/crumbs'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { Spinner } from '../../../ui/spinner'
import { StackedTable } from '../../../ui/stacked-table'
import { NumberOrUnknown } from '../../../ui/unknown-number'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { ShareLinkButton } from '../share-links/share-link-button'
import { AddToList } from './add-to-list'
import { type ListOrder, listOrders, orderedEntries } from './list-order'
import styles from './lists.module.css'

const CommentsThread = lazy(() =>
  import('../club/comments-thread').then((m) => ({ default: m.CommentsThread })),
)

import { deleteList, loadList, removeFromList, renameList, setStatus } from './lists-api'

// One of the scout's lists: its players as a table on a tablet and cards on a phone, each with his status (changed
// in place), the latest recommendation of the scout's reports, age, club and key numbers; ordered and filtered by
// status on the device. Rename and delete the list here.

export function ListPage({ id }: { id: string }) {
  const read = useRecord(() => loadList(id), [id])
  const list = read.data
  useDocumentTitle(list?.name ?? 'List')
  const [order, setOrder] = useState<ListOrder>('added')
  const [status, setStatusFilter] = useState('')
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        {read.error.status === 404
          ? 'There is no such list. It may have been deleted.'
          : 'The list could not be loaded, and it is not saved on this device.'}{' '}
        <Link href="/">All lists</Link>
      </p>
    )
  if (read.loading && !list) return <Spinner label="Loading the list" />
  if (!list)
    return (
      <p className="form-message" role="status">
        This list was deleted on this device. <Link href="/">All lists</Link>
      </p>
    )
  const shown = orderedEntries(list.entries, order, status)
  const player = (e: ScoutListEntry) => ({ uid: e.player.uid, name: e.player.name ?? 'Player' })
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Lists' }]} />
          <h1>{list.name}</h1>
          <p className="muted">{list.entries.length === 1 ? '1 player' : `${list.entries.length} players`}</p>
        </div>
        <ListActions list={list} onChanged={read.reload} />
      </div>
      <FromDeviceNotice data={list} what="this list" />
      <section className="card stack" aria-labelledby="entries-title">
        <h2 id="entries-title" className="visually-hidden">
          Players on {list.name}
        </h2>
        <div className={`${styles.filters} no-print`}>
          <SelectField
            label="Order"
            required
            value={order}
            onChange={(v) => setOrder(v as ListOrder)}
            options={listOrders}
          />
          <SelectField
            label="Status"
            required
            value={status}
            onChange={setStatusFilter}
            empty="Every status"
            options={listStatuses.map((s) => [s.code, s.label] as const)}
          />
        </div>
        {list.entries.length === 0 ? (
          <p className="muted">
            No players yet. Add players from their pages or from <Link href="~/scout/players">Players</Link>.
          </p>
        ) : shown.length === 0 ? (
          <p className="muted">No player on this list has that status.</p>
        ) : (
          <StackedTable
            rows={shown}
            rowKey={(e) => e.player.uid}
            labelledBy="entries-title"
            title={{
              label: 'Player',
              wrap: true,
              value: (e) => (
                <>
                  <Link href={`~/scout/players/${e.player.uid}`}>{e.player.name}</Link>
                  <span className={styles.sub}>
                    {e.addedHere ? '' : (positionName(e.player.main_position ?? null) ?? '—')}
                    {e.waitingToSync ? <span className={styles.waiting}> · waiting to sync</span> : null}
                  </span>
                  {list.shared && e.added_by ? (
                    <span className={styles.sub}>
                      Added by {e.added_by.name}
                      {e.status_by ? ` · status set by ${e.status_by.name}` : ''}
                    </span>
                  ) : null}
                  <div className={styles.rowActions}>
                    <AddToList player={player(e)} except={list.uid} inline />
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={`Remove ${e.player.name} from ${list.name}`}
                      onClick={async () => {
                        await removeFromList(list.uid, list.name, player(e))
                        read.reload()
                      }}
                    >
                      Remove
                    </button>
                  </div>
                  {list.shared && !e.addedHere ? (
                    <details className={styles.entryThread}>
                      <summary>Comments on {e.player.name}’s entry</summary>
                      <Suspense fallback={<Spinner label="Loading the comments" />}>
                        <CommentsThread
                          playerId={e.player.uid}
                          listUid={list.uid}
                          playerName={e.player.name ?? undefined}
                        />
                      </Suspense>
                    </details>
                  ) : null}
                </>
              ),
            }}
            columns={[
              {
                label: 'Status',
                value: (e) => (
                  <select
                    className={`input ${styles.statusSelect}`}
                    value={e.status}
                    aria-label={`Status of ${e.player.name}`}
                    onChange={async (event) => {
                      await setStatus(list.uid, player(e), event.target.value as ListStatus)
                      read.reload()
                    }}
                  >
                    {listStatuses.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                ),
              },
              {
                label: 'Report',
                empty: (e) => !e.latest_report,
                value: (e) =>
                  e.latest_report ? (
                    <>
                      {recommendationLabel(e.latest_report.recommendation)}
                      {e.latest_report.stale ? ' (stale)' : ''}
                    </>
                  ) : null,
              },
              {
                label: 'Age',
                empty: (e) => playerAgeWords(e.player) === null,
                value: (e) => e.player.age ?? e.player.age_band,
              },
              {
                label: 'Club',
                wrap: true,
                empty: (e) => !e.player.current_club,
                value: (e) => e.player.current_club,
              },
              // A player added on this device has no numbers here until the list is sent: not known, not 0.
              {
                label: 'Matches',
                empty: (e) => Boolean(e.addedHere),
                value: (e) => <NumberOrUnknown value={e.player.stats.matches} />,
              },
              { label: 'Goals', empty: (e) => Boolean(e.addedHere), value: (e) => e.player.stats.goals },
            ]}
          />
        )}
      </section>
    </>
  )
}

function ListActions({ list, onChanged }: { list: ScoutList; onChanged: () => void }) {
  const [, navigate] = useLocation()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(list.name)
  const [error, setError] = useState<string>()
  if (renaming)
    return (
      <form
        className="stack"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!name.trim()) return setError('Name the list')
          try {
            await renameList(list.uid, name.trim(), list.version)
            setRenaming(false)
            onChanged()
          } catch (e) {
            const failure = describeFailure(e, ['name'])
            setError(failure.fieldErrors.name ?? failure.message)
          }
        }}
      >
        <LabelledControl label="New name" error={error} required>
          {(fid, describedBy) => (
            <input
              id={fid}
              className="input"
              value={name}
              maxLength={LIST_NAME_MAX}
              aria-describedby={describedBy}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="btn btn-primary">
            Rename
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </div>
      </form>
    )
  return (
    <div className={`actions ${styles.listActions}`}>
      <DownloadMenu
        files={[
          { href: scoutExportPaths.list(list.uid), label: 'Table as CSV', fileName: `${list.name}.csv` },
          {
            href: `${scoutExportPaths.list(list.uid)}?format=pdf`,
            label: 'List as PDF',
            fileName: `list-${list.name}.pdf`,
          },
          {
            href: `${scoutExportPaths.list(list.uid)}?format=pdf&cards=1`,
            label: 'List and each card as PDF',
            fileName: `list-with-cards-${list.name}.pdf`,
          },
        ]}
      />
      <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
        Print
      </button>
      <ShareLinkButton kind="list" id={list.uid} what={`the list “${list.name}”`} />
      <button type="button" className="btn btn-secondary" onClick={() => setRenaming(true)}>
        Rename
      </button>
      <button
        type="button"
        className="btn btn-danger"
        onClick={async () => {
          const yes = await askToConfirm({
            title: `Delete “${list.name}”?`,
            message: 'The list goes; its players, reports and your shortlist stay.',
            confirmLabel: 'Delete the list',
            danger: true,
          })
          if (!yes) return
          await deleteList(list.uid)
          navigate('/')
        }}
      >
        Delete the list
      </button>
    </div>
  )
}
