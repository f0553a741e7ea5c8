import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { listStatuses } from '../../../api/contract/terms/scouting'
import { LIST_NAME_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { FromDeviceNotice } from '../../../connected/from-device-notice'
import { LabelledControl } from '../../../ui/field'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './lists.module.css'
import { createList, loadLists } from './lists-api'

// The scout's lists: the spec's one shortlist first (its own page), then the named lists with how many players
// each holds at each status, and a box to make a new one.

export function ListsPage() {
  useDocumentTitle('Lists')
  const lists = useRecord(() => loadLists(), [])
  const [, navigate] = useLocation()
  const [name, setName] = useState('')
  const [shared, setShared] = useState(false)
  // The club's name and the caller's role in it, loaded with the club's code only when the page asks.
  const club = useRecord(
    () => import('../club/club-api').then((m) => m.loadWorkspace()).catch(() => null),
    [],
  )
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Name the list')
    try {
      const uid = await createList(name.trim(), shared)
      setName('')
      setError(undefined)
      navigate(`/${uid}`)
    } catch (e) {
      const failure = describeFailure(e, ['name'])
      setError(failure.fieldErrors.name ?? failure.message)
    }
  }
  return (
    <>
      <div className="page-head">
        <h1>Lists</h1>
      </div>
      {lists.data ? <FromDeviceNotice data={lists.data} what="your lists" /> : null}
      <div className="stack">
        <ul className={styles.listCards} aria-label="Your lists">
          <li className="card stack">
            <h2>
              <Link href="~/scout/shortlist">Shortlist</Link>
            </h2>
            <p className="muted">The players you star on their pages and in searches.</p>
          </li>
          <li className="card stack">
            <h2>
              <Link href="/shared">Shared links</Link>
            </h2>
            <p className="muted">
              The read-only links you made to your lists and player cards, and how often each was opened.
            </p>
          </li>
          {lists.data?.map((l) => (
            <li key={l.uid} className="card stack">
              <h2>
                <Link href={`/${l.uid}`}>{l.name}</Link>
              </h2>
              {l.shared ? <p className="badge">Club list</p> : null}
              <p className="muted">
                {l.count === 1 ? '1 player' : `${l.count} players`}
                {l.waitingToSync ? (
                  <span className={styles.waiting}> · made on this device, waiting to sync</span>
                ) : null}
              </p>
              <p className={styles.counts}>
                {listStatuses
                  .filter((s) => l.statuses[s.code])
                  .map((s) => (
                    <span key={s.code} className="badge">
                      {s.label} {l.statuses[s.code]}
                    </span>
                  ))}
              </p>
            </li>
          ))}
        </ul>
        {lists.data === undefined && !lists.error ? <Spinner label="Loading your lists" /> : null}
        {lists.error ? (
          <p className="form-message" data-kind="error" role="alert">
            Your lists could not be loaded, and none are saved on this device yet.
          </p>
        ) : null}
        <form className="card stack" onSubmit={submit} noValidate aria-labelledby="new-list-title">
          <h2 id="new-list-title">New list</h2>
          <LabelledControl
            label="Name"
            error={error}
            hint="For example “Left backs U21” or “January window”"
            required
          >
            {(id, describedBy) => (
              <input
                id={id}
                className="input"
                value={name}
                maxLength={LIST_NAME_MAX}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </LabelledControl>
          {club.data && club.data.role !== 'viewer' ? (
            <label className="choice">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
              <span>A list of {club.data.name}: every member reads it</span>
            </label>
          ) : null}
          <div className="actions">
            <button type="submit" className="btn btn-primary">
              Make the list
            </button>
          </div>
        </form>
      </div>
    </>
  )
}
