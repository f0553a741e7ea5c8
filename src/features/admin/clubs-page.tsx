import { useRecord } from '../../api/use-read'
import { dateOnly } from '../../ui/dates'
import { Spinner } from '../../ui/spinner'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadClubs } from './admin-api'

// The clubs' recruitment departments on the site (decision 0052): each with its member count and when it started.
// Admins never read what the members wrote: there is no call for it.

export function ClubsPage() {
  useDocumentTitle('Clubs')
  const read = useRecord(loadClubs, [])
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Clubs</h1>
          <p>Recruitment departments that scouts started, and how many members each has.</p>
        </div>
      </div>
      <div className="card">
        {read.data === undefined && !read.error ? <Spinner label="Loading the clubs" /> : null}
        {read.data?.length === 0 ? (
          <p className="empty-state">No club has started a department yet.</p>
        ) : null}
        {read.data?.length ? (
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Clubs and their members</caption>
              <thead>
                <tr>
                  <th scope="col">Club</th>
                  <th scope="col">Members</th>
                  <th scope="col">Started</th>
                </tr>
              </thead>
              <tbody>
                {read.data.map((c) => (
                  <tr key={c.uid}>
                    <th scope="row">{c.name}</th>
                    <td>{c.members}</td>
                    <td>{dateOnly(c.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </>
  )
}
