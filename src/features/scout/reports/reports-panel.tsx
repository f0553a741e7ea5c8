import { lazy, Suspense, useState } from 'react'
import { useSearch } from 'wouter'
import type { MatchPlayed } from '../../../api/contract/schemas/scout-players'
import type { ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { scoutReportPaths } from '../../../api/contract/terms/paths'
import { useRecord } from '../../../api/use-read'
import { usePendingCreated } from '../../../connected/use-pending-created'
import { askToConfirm } from '../../../ui/confirm'
import { Spinner } from '../../../ui/spinner'
import { ReportCard, type WaitingReport, WaitingReportCard } from './report-card'
import { loadReports, loadTemplates, openAssignmentsFor, removeReport } from './reports-api'

// The form (its rules and rating scales) loads when a report is first written: a scout who reads stays light.
const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })))

// A scout's reports on one player, the latest seen first, each with its age — marked stale once the player was
// seen more than six months ago — and "Write a report". Private: only the scout who wrote them sees them.

interface Player {
  uid: string
  name: string
  main_position?: string | null
  positions?: string[] | null
}

interface ReportsPanelProps {
  player: Player
  /** The player's matches a report may be based on: the players page reads them (scout-players-api.ts). */
  loadMatches: (uid: string) => Promise<{ data: MatchPlayed[] }>
}

export function ReportsPanel({ player, loadMatches }: ReportsPanelProps) {
  // Reports written here without a signal, followed as the outbox changes: read from the bodies it keeps while
  // they wait, and the server's list read again as each one leaves it (sent), without a reload.
  const waiting = usePendingCreated(scoutReportPaths.reports).filter(
    (w) => w.pid === player.uid,
  ) as unknown as WaitingReport[]
  const waitingKey = waiting.map((w) => w.uid).join()
  const read = useRecord(() => loadReports(player.uid), [player.uid, waitingKey])
  const templates = useRecord(
    () => loadTemplates().catch(() => []),
    [waiting.length > 0],
    waiting.length === 0,
  )
  const reports = read.data
    ? { sent: read.data.filter((r) => !waiting.some((w) => w.uid === r.uid)), waiting }
    : undefined
  // Opened from an assignment (`?assignment=`): the form is open at once, for that assignment.
  const forAssignment = new URLSearchParams(useSearch()).get('assignment') ?? undefined
  const [writing, setWriting] = useState<ScoutReport | 'new' | null>(forAssignment ? 'new' : null)
  const form = useRecord(
    async () =>
      writing
        ? Promise.all([
            loadTemplates(),
            loadMatches(player.uid).catch(() => ({ data: [] })),
            writing === 'new' ? openAssignmentsFor(player.uid).catch(() => []) : [],
          ])
        : null,
    [writing, player.uid],
  )
  const positions = [player.main_position, ...(player.positions ?? [])].filter((p): p is string => Boolean(p))
  const done = () => {
    setWriting(null)
    read.reload()
  }
  return (
    <section className="card stack" aria-labelledby="scout-reports-title">
      <div className="page-head">
        <h2 id="scout-reports-title">Your scouting reports</h2>
        {writing ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setWriting('new')}>
            Write a report
          </button>
        )}
      </div>
      {writing && form.data ? (
        <Suspense fallback={<Spinner label="Opening the report form" />}>
          <ReportForm
            player={{ uid: player.uid, name: player.name, positions }}
            templates={form.data[0]}
            matches={form.data[1].data}
            assignments={form.data[2]}
            assignment={forAssignment}
            editing={writing === 'new' ? undefined : writing}
            onDone={done}
          />
        </Suspense>
      ) : null}
      {writing && form.error ? (
        <p className="form-message" data-kind="error" role="alert">
          The report templates could not be loaded. Check the connection and try again.
        </p>
      ) : null}
      {reports?.waiting.map((w) => (
        <WaitingReportCard
          key={w.uid}
          report={w}
          template={templates.data?.find((t) => t.uid === w.template_id)}
        />
      ))}
      {reports && reports.sent.length === 0 && reports.waiting.length === 0 ? (
        <p className="muted">No reports yet.</p>
      ) : null}
      {reports?.sent.map((r) => (
        <ReportCard
          key={r.uid}
          report={r}
          onEdit={() => setWriting(r)}
          onDelete={async () => {
            const yes = await askToConfirm({
              title: 'Delete this report?',
              message: 'It and its earlier versions cannot be brought back.',
              confirmLabel: 'Delete the report',
              danger: true,
            })
            if (!yes) return
            await removeReport(r.uid, player.name)
            read.reload()
          }}
        />
      ))}
    </section>
  )
}
