import { useCallback, useState } from 'react'
import { Link, Route, Switch } from 'wouter'
import { adminPaths } from '../../../api/contract/terms/admin-paths'
import { usePagedList } from '../../../api/use-paged-list'
import { DownloadButton } from '../../../connected/download-button'
import { EnquiryPage } from '../../../connected/enquiry-page'
import { type EnquiryStatus, enquiryStatuses } from '../../../machines/enquiry-status.machine'
import { counted } from '../../../ui/counted'
import { StatusBadge, statusLabel } from '../../../ui/enquiry/enquiry-thread'
import { Field } from '../../../ui/field'
import { Pager } from '../../../ui/pager'
import { SelectField } from '../../../ui/select-field'
import { StackedTable } from '../../../ui/stacked-table'
import { useDocumentTitle } from '../../../ui/use-document-title'
import { answerEnquiry, listEnquiries, loadEnquiry } from './enquiries-api'

// /admin/enquiries: every scout's enquiries, searchable by player, scout or text and filtered by status, newest
// first (a table on a tablet, one card an enquiry on a phone); an enquiry's page shows its history and exactly
// the actions the chart allows an admin.

const LIMIT = 20
const sentOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

export default function AdminEnquiriesSection() {
  return (
    <Switch>
      <Route path="/" component={EnquiryList} />
      <Route path="/:id">{(p) => <AdminEnquiry key={p.id} id={p.id} />}</Route>
    </Switch>
  )
}

function EnquiryList() {
  useDocumentTitle('Enquiries')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<EnquiryStatus | ''>('')
  const list = usePagedList(
    (paging, signal) =>
      listEnquiries({ search: search.trim() || undefined, status: status || undefined, ...paging }, signal),
    [search, status],
    { limit: LIMIT },
  )
  const rows = list.rows
  return (
    <>
      <div className="page-head">
        <div>
          <h1 id="enquiries-heading">Enquiries</h1>
          <p>
            What scouts ask about players. Answer, decline or close them; the scout gets a mail each time.
          </p>
        </div>
        <div className="actions">
          <DownloadButton
            href={adminPaths.enquiriesExport}
            label="Download CSV"
            fileName="enquiries.csv"
            noun="enquiries"
          />
        </div>
      </div>
      <div className="card stack">
        <div className="form-grid">
          <Field
            label="Search"
            name="search"
            type="search"
            placeholder="Player, scout or text"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
            }}
          />
          <SelectField
            label="Status"
            required
            value={status}
            onChange={(v) => setStatus(v as EnquiryStatus | '')}
            empty="Any"
            options={enquiryStatuses.map((s) => [s, statusLabel[s]] as const)}
          />
        </div>
        {list.data && rows.length === 0 ? <p className="empty-state">No enquiries match.</p> : null}
        {rows.length ? (
          <StackedTable
            labelledBy="enquiries-heading"
            rows={rows}
            rowKey={(e) => e.uid}
            title={{ label: 'Player', value: (e) => <Link href={`/${e.uid}`}>{e.player.name}</Link> }}
            columns={[
              { label: 'Scout', value: (e) => e.scout.username ?? e.scout.email },
              { label: 'Status', value: (e) => <StatusBadge status={e.status} /> },
              // A player under 18: answered through his club, never his family (docs/privacy.md).
              {
                label: 'Under 18',
                value: (e) => (e.about_minor ? `Yes: through ${e.club?.name ?? 'his club'}` : 'No'),
              },
              { label: 'Sent', value: (e) => sentOn(e.created_at) },
            ]}
          />
        ) : null}
        <Pager
          {...list.pager}
          summary={list.data ? counted(list.data.meta.total, 'enquiry', 'enquiries') : undefined}
        />
      </div>
    </>
  )
}

function AdminEnquiry({ id }: { id: string }) {
  const load = useCallback(() => loadEnquiry(id), [id])
  return (
    <EnquiryPage
      load={load}
      act={(enquiry, to, message) => answerEnquiry(enquiry.uid, to, message)}
      from={(enquiry) => enquiry.scout.username ?? enquiry.scout.email}
    />
  )
}
