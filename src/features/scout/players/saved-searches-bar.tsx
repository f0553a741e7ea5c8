import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import type { SavedSearch } from '../../../api/contract/schemas/saved-searches'
import {
  type AlertFrequency,
  alertFrequencies,
  alertWords,
  SAVED_SEARCH_NAME_MAX,
} from '../../../api/contract/terms/saved-searches'
import { describeFailure } from '../../../api/request-rules'
import { useRecord } from '../../../api/use-read'
import { Field } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { type DiscoverQuery, queryFromSearch, searchFromQuery } from './discover-query'
import { changeSearchAlert, deleteSavedSearch, loadSavedSearches, saveSearch } from './saved-searches-api'
import styles from './scout-players.module.css'

// The Players screen's saved searches: the ones kept, each a link that opens the screen exactly as it was saved,
// and "Save this search" for what is asked now. Loaded after the screen (its own chunk).

/** The screen's non-empty fields, by their key in the address. */
const fieldsOf = (query: DiscoverQuery) =>
  Object.fromEntries(new URLSearchParams(searchFromQuery({ ...query, page: 1 }).slice(1)).entries())

const hrefOf = (search: SavedSearch) =>
  `/${searchFromQuery({ ...queryFromSearch(new URLSearchParams(search.filter as Record<string, string>).toString()), page: 1 })}`

export function SavedSearchesBar({ query }: { query: DiscoverQuery }) {
  const read = useRecord(() => loadSavedSearches(), [])
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const [alert, setAlert] = useState<AlertFrequency>('daily')
  const [error, setError] = useState<string>()
  const fields = fieldsOf(query)
  const asking = Object.keys(fields).length > 0
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Give the search a name')
    try {
      await saveSearch(name.trim(), fields, alert)
      setNaming(false)
      setName('')
      setError(undefined)
      read.reload()
    } catch (e) {
      const failure = describeFailure(e, ['name', 'filter'])
      setError(failure.fieldErrors.name ?? failure.fieldErrors.filter ?? failure.message)
    }
  }
  const remove = async (uid: string) => {
    await deleteSavedSearch(uid).catch(() => undefined)
    read.reload()
  }
  return (
    <section className={`stack ${styles.savedSearches}`} aria-labelledby="saved-searches-title">
      <div className={styles.savedHead}>
        <h2 id="saved-searches-title">Saved searches</h2>
        {asking && !naming ? (
          <button type="button" className="btn" onClick={() => setNaming(true)}>
            Save this search
          </button>
        ) : null}
      </div>
      {naming ? (
        <form className={styles.saveForm} onSubmit={submit} noValidate aria-label="Save this search">
          <Field
            label="Name of the search"
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label="Tell me of new players"
            required
            value={alert}
            onChange={(value) => setAlert(value as AlertFrequency)}
            options={alertFrequencies.map((f) => [f, alertWords[f]] as const)}
            hint="In your Inbox; by mail too as your alert settings say"
          />
          <div className="actions">
            <button type="submit" className="btn btn-primary">
              Save
            </button>
            <button type="button" className="btn" onClick={() => setNaming(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {read.data?.length ? (
        <ul className={styles.savedList} aria-label="Your saved searches">
          {read.data.map((s) => (
            <li key={s.uid}>
              <Link href={hrefOf(s)}>{s.name}</Link>
              <select
                className="input"
                aria-label={`Alerts for ${s.name}`}
                value={s.alert}
                onChange={(e) =>
                  void changeSearchAlert(s.uid, e.target.value as AlertFrequency).then(
                    read.reload,
                    read.reload,
                  )
                }
              >
                {alertFrequencies.map((f) => (
                  <option key={f} value={f}>
                    {f === 'off' ? 'No alerts' : `Alerts: ${alertWords[f].toLowerCase()}`}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-link"
                aria-label={`Delete the saved search ${s.name}`}
                onClick={() => remove(s.uid)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : read.data ? (
        <p className="muted">
          {asking
            ? 'Save what you are asking now to open it again in one tap.'
            : 'Search or filter, then save it here.'}
        </p>
      ) : null}
    </section>
  )
}
