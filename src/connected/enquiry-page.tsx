import { Link } from 'wouter'
import type { Enquiry } from '../api/contract/schemas/enquiries'
import { useRecord } from '../api/use-read'
import type { EnquiryStatus } from '../machines/enquiry-status.machine'
import { Crumbs } from '../ui/crumbs'
import { EnquiryThread, StatusBadge } from '../ui/enquiry/enquiry-thread'
import { Spinner } from '../ui/spinner'
import { useDocumentTitle } from '../ui/use-document-title'

// One enquiry's page for either side: the player it is about, its status, its conversation and the side's
// actions. Each area passes its own read and its own change (scout: enquire/{id} of /api/scout; admin: of
// /api/admin); the list it came from is the section's root.

export function EnquiryPage({
  load,
  act,
  playerHref,
  from,
}: {
  load: () => Promise<Enquiry>
  act: (enquiry: Enquiry, to: EnquiryStatus, message: string | undefined) => Promise<unknown>
  /** Where the player's name links (the scout's player page); none for admins. */
  playerHref?: (enquiry: Enquiry) => string
  /** Who wrote it (shown to admins). */
  from?: (enquiry: Enquiry) => string
}) {
  const read = useRecord(load, [load])
  useDocumentTitle(read.data ? `Enquiry about ${read.data.player.name}` : 'Enquiry')
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        This enquiry could not be loaded.
      </p>
    )
  if (!read.data) return <Spinner label="Loading the enquiry" />
  const enquiry = read.data
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={[{ href: '/', label: 'Enquiries' }]} />
          <h1>
            About{' '}
            {playerHref ? <Link href={playerHref(enquiry)}>{enquiry.player.name}</Link> : enquiry.player.name}
          </h1>
          <p>
            {from ? `From ${from(enquiry)} · ` : null}
            <StatusBadge status={enquiry.status} />
          </p>
          {enquiry.about_minor ? (
            <p className="hint">
              He was under 18 when asked about: this enquiry is answered through{' '}
              {enquiry.club?.name ?? 'his club'}, never his family, and no one’s contact details are shared.
            </p>
          ) : null}
        </div>
      </div>
      <EnquiryThread
        enquiry={enquiry}
        onAct={async (to, message) => {
          await act(enquiry, to, message)
          read.reload()
        }}
      />
    </>
  )
}
