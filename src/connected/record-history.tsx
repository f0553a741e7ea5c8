import { useState } from 'react'
import type { RecordChange } from '../api/contract/terms/record-history'
import { loadRecordHistory } from '../api/records'
import { useRecord } from '../api/use-read'
import { counted } from '../ui/counted'
import { dateTime } from '../ui/dates'
import { fieldWords } from '../ui/field-words'

// Who made a community record and who changed what since (decision 0020): a line of provenance and the list of
// changes, each field before → after. Shown to members beside the record they are looking at.

const SHOWN = 5
/** Fields the member never typed: the record's own bookkeeping, and what the database derives (position_set). */
const hidden = new Set([
  'uid',
  'version',
  'created_at',
  'updated_at',
  'name_search',
  'name_folded',
  'position_set',
])

const who = (by: RecordChange['by']) => by?.name ?? 'an import'

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? counted(value.length, 'item', 'items') : 'none'
  if (typeof value === 'object') return 'changed'
  const text = String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

function ChangeLine({ change }: { change: RecordChange }) {
  if (change.action !== 'update')
    return (
      <>
        {change.action === 'create' ? 'Created' : 'Deleted'} by {who(change.by)}
      </>
    )
  const fields = Object.keys(change.after ?? {}).filter((k) => !hidden.has(k))
  return (
    <>
      {who(change.by)} changed{' '}
      {fields.length === 0
        ? 'the record'
        : fields.map((key, i) => (
            <span key={key}>
              {i > 0 ? '; ' : ''}
              <strong>{fieldWords(key)}</strong> {shown(change.before?.[key])} → {shown(change.after?.[key])}
            </span>
          ))}
    </>
  )
}

/** `plain`: inside a card already (a tab panel), so no card of its own. */
export function RecordHistoryPanel({ uid, plain = false }: { uid: string; plain?: boolean }) {
  const read = useRecord(() => loadRecordHistory(uid), [uid])
  const [all, setAll] = useState(false)
  const history = read.data
  if (!history) return null
  const changes = all ? history.changes : history.changes.slice(0, SHOWN)
  return (
    <section className={plain ? 'stack' : 'card stack'} aria-labelledby={`history-${uid}`}>
      <h2 id={`history-${uid}`}>History</h2>
      <p className="muted">
        {history.created
          ? `Created by ${who(history.created.by)} on ${dateTime(history.created.at)}`
          : 'Created before history was kept'}
        {history.last_changed
          ? ` · last changed by ${who(history.last_changed.by)} on ${dateTime(history.last_changed.at)}`
          : ''}
      </p>
      <ol className="related-list">
        {changes.map((change) => (
          <li key={`${change.at}-${change.action}-${Object.keys(change.after ?? {}).join()}`}>
            <span className="muted">{dateTime(change.at)}</span> · <ChangeLine change={change} />
          </li>
        ))}
      </ol>
      {history.total > SHOWN && !all ? (
        <button type="button" className="btn btn-link" onClick={() => setAll(true)}>
          Show all {history.total} changes
        </button>
      ) : null}
    </section>
  )
}
