import type { JsonValue } from '../../api/outbox/types'
import styles from './offline.module.css'

// Mine next to the server's current record, the fields that differ first, so "keep mine" and "take theirs" are
// informed choices. Fields only the server has (ids, timestamps) are left out unless I sent them; the version
// numbers are said in words above, not compared as data.

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

export function ConflictView({ mine, theirs }: { mine: JsonValue | undefined; theirs: unknown }) {
  const my = (mine && typeof mine === 'object' && !Array.isArray(mine) ? mine : {}) as Record<string, unknown>
  const server = (theirs && typeof theirs === 'object' ? theirs : {}) as Record<string, unknown>
  const fields = Object.keys(my).filter((k) => k !== 'uid' && k !== 'version')
  const differs = (field: string) => show(my[field]) !== show(server[field])
  const changed = fields.filter(differs)
  const same = fields.filter((f) => !differs(f))
  return (
    <div className={styles.conflictView}>
      <p>
        Someone changed this record on the server after you started.{' '}
        {changed.length
          ? `${changed.length} ${changed.length === 1 ? 'field differs' : 'fields differ'}:`
          : ''}
      </p>
      <FieldTable fields={changed} my={my} server={server} differs />
      {same.length ? (
        <details className={styles.conflictSame}>
          <summary>Fields that are the same ({same.length})</summary>
          <FieldTable fields={same} my={my} server={server} differs={false} />
        </details>
      ) : null}
    </div>
  )
}

interface TableProps {
  fields: string[]
  my: Record<string, unknown>
  server: Record<string, unknown>
  differs: boolean
}

function FieldTable({ fields, my, server, differs }: TableProps) {
  if (fields.length === 0) return null
  return (
    <table className={styles.conflictTable}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Mine</th>
          <th scope="col">On the server</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} data-differs={differs}>
            <th scope="row">{field.replace(/_/g, ' ')}</th>
            <td>{show(my[field])}</td>
            <td>{show(server[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
