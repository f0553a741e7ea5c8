import type { JsonValue } from '../../api/outbox-types'

// Mine next to the server's current record, field by field, differences marked — so "keep mine" and "take
// theirs" are informed choices. Fields only the server has (ids, timestamps) are left out unless I sent them.

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

export function ConflictView({ mine, theirs }: { mine: JsonValue | undefined; theirs: unknown }) {
  const my = (mine && typeof mine === 'object' && !Array.isArray(mine) ? mine : {}) as Record<string, unknown>
  const server = (theirs && typeof theirs === 'object' ? theirs : {}) as Record<string, unknown>
  const fields = Object.keys(my).filter((k) => k !== 'uid')
  return (
    <div className="conflict-view">
      <p>Someone changed this record on the server after you started. Compare and choose:</p>
      <table className="conflict-table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Mine</th>
            <th scope="col">On the server</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const differs = show(my[field]) !== show(server[field])
            return (
              <tr key={field} data-differs={differs}>
                <th scope="row">{field}</th>
                <td>{show(my[field])}</td>
                <td>{show(server[field])}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
