import { useCallback } from 'react'
import { Link, Route, Switch } from 'wouter'
import { scoutExportPaths } from '../../../api/contract/terms/paths'
import { usePagedList } from '../../../api/use-paged-list'
import { DownloadButton } from '../../../connected/download-button'
import { EnquiryPage } from '../../../connected/enquiry-page'
import { StatusBadge } from '../../../ui/enquiry/enquiry-thread'
import { excerpt } from '../../../ui/excerpt'
import { Pager } from '../../../ui/pager'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { actOnMyEnquiry, listMyEnquiries, loadMyEnquiry } from './enquiries-api'

// /scout/enquiries: the scout's enquiries with their status (unread changes marked), and one enquiry's
// conversation with the actions the chart allows the scout.

const LIMIT = 20

export default function EnquiriesSection() {
  return (
    <Switch>
      <Route path="/" component={MyEnquiries} />
      <Route path="/:id">{(p) => <MyEnquiry key={p.id} id={p.id} />}</Route>
    </Switch>
  )
}

function MyEnquiries() {
  useDocumentTitle('Enquiries')
  const list = usePagedList((paging, signal) => listMyEnquiries(paging, signal), [], { limit: LIMIT })
  const rows = list.rows
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Enquiries</h1>
          <p>Your questions about players, and the provider’s answers.</p>
        </div>
        {rows.length ? (
          <div className="actions">
            <DownloadButton
              href={scoutExportPaths.enquiries}
              label="Download CSV"
              fileName="enquiries.csv"
              noun="enquiries"
            />
          </div>
        ) : null}
      </div>
      <div className="card stack">
        {list.data && rows.length === 0 ? (
          <p className="empty-state">
            No enquiries yet. Open a <Link href="~/scout/players">player</Link> and ask about them.
          </p>
        ) : null}
        <ul className="related-list" aria-label="Your enquiries">
          {rows.map((e) => (
            <li key={e.uid}>
              <Link href={`/${e.uid}`}>{e.player.name}</Link> <StatusBadge status={e.status} />
              {e.unread ? <strong> · new reply</strong> : null}
              <span className="muted"> · {excerpt(e.message, 80)}</span>
            </li>
          ))}
        </ul>
        {list.data && list.total > LIMIT ? <Pager {...list.pager} /> : null}
      </div>
    </>
  )
}

function MyEnquiry({ id }: { id: string }) {
  const load = useCallback(() => loadMyEnquiry(id), [id])
  return (
    <EnquiryPage
      load={load}
      act={(enquiry, to, message) => actOnMyEnquiry(enquiry.uid, to, message)}
      playerHref={(enquiry) => `~/scout/players/${enquiry.player.uid}`}
    />
  )
}
