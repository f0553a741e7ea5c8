import { useState } from 'react'
import { useRecord } from '../../../api/use-read'
import { dateTime } from '../../../ui/dates'
import { FormMessage } from '../../../ui/field'
import { Pager } from '../../../ui/pager'
import { keepGuardianContacts, listMinorReads } from './players-api'

// On a minor's page: which scouts read his record and when (every read of his page, statistics, media, card, a
// shared link or a file that lists him), and keeping his guardian's contacts past his 18th birthday
// (docs/privacy.md). The log is the server's; this only shows it.

/** The call as a member reads it: "His page", "His statistics" … rather than the address. */
function readWords(call: string): string {
  if (call.startsWith('Shared link')) return call.replace('Shared link: ', 'A shared link to his ')
  const path = call.replace(/^GET \/api\/scout\//, '')
  if (path.startsWith('profile/')) return 'His page'
  if (path.startsWith('player_stats/')) return 'His statistics'
  if (path.startsWith('matches_played/')) return 'His matches'
  if (path.startsWith('attributes/')) return 'His ratings'
  if (/^(gallery_image|player_report|video_event|event_player|player_video)/.test(path))
    return 'His pictures and videos'
  if (path.endsWith('/card')) return 'His PDF card'
  if (path.includes('export')) return 'A file that lists him'
  return 'His record'
}

export function MinorReadsPanel({ playerId, hasGuardian }: { playerId: string; hasGuardian: boolean }) {
  const [page, setPage] = useState(1)
  const reads = useRecord((signal) => listMinorReads(playerId, page, signal), [playerId, page])
  const [kept, setKept] = useState(false)
  const rows = reads.data?.data ?? []
  return (
    <section className="card stack" aria-labelledby="minor-reads-title">
      <h2 id="minor-reads-title">Who read his record</h2>
      <p className="muted">Every time a scout read this minor’s record. Scouts never see this.</p>
      {reads.error ? (
        <FormMessage kind="error">The reads could not be loaded. Try again later.</FormMessage>
      ) : null}
      {reads.data && rows.length === 0 ? <p className="empty-state">No scout has read his record.</p> : null}
      {rows.length > 0 ? (
        <ul className="related-list">
          {rows.map((r) => (
            <li key={r.id}>
              {dateTime(r.at)} · {r.reader.name}
              {r.reader.organisation ? ` (${r.reader.organisation})` : ''} · {readWords(r.call)}
            </li>
          ))}
        </ul>
      ) : null}
      {reads.data ? (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(reads.data.meta.total / reads.data.meta.limit))}
          onPage={setPage}
          summary={`${reads.data.meta.total} ${reads.data.meta.total === 1 ? 'read' : 'reads'}`}
          label="Pages of reads"
        />
      ) : null}
      {hasGuardian ? (
        <div className="stack">
          <p className="hint">
            His guardian’s contacts are removed on his 18th birthday unless you keep them (he or his club
            asked for it).
          </p>
          <div className="actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={kept}
              onClick={async () => {
                try {
                  await keepGuardianContacts(playerId)
                  setKept(true)
                } catch {
                  // The client has said why.
                }
              }}
            >
              {kept ? 'Guardian contacts kept' : 'Keep guardian contacts'}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
