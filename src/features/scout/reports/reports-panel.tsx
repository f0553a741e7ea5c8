import { lazy, Suspense, useState } from 'react'
import { useSearch } from 'wouter'
import type { MatchPlayed } from '../../../api/contract/schemas/scout-players'
import type { ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { recommendationLabel, seenHows } from '../../../api/contract/terms/scouting'
import { useRecord } from '../../../api/use-read'
import { askToConfirm } from '../../../ui/confirm'
import { calendarDay, dayAge } from '../../../ui/dates'
import { Spinner } from '../../../ui/spinner'
import styles from './reports.module.css'
import { loadReports, loadTemplates, openAssignmentsFor, removeReport, waitingReports } from './reports-api'

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
  const reports = useRecord(async () => {
    const [sent, waiting] = await Promise.all([loadReports(player.uid), waitingReports(player.uid)])
    const waitingUids = new Set(waiting.map((w) => w.uid))
    return { sent: sent.filter((r) => !waitingUids.has(r.uid)), waiting }
  }, [player.uid])
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
    reports.reload()
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
      {reports.data?.waiting.map((w) => (
        <article key={w.uid} className={styles.report}>
          <p className={styles.head}>
            <span className={`badge ${styles.recommendation}`} data-code={w.recommendation}>
              {recommendationLabel(w.recommendation)}
            </span>
            <span className="muted">Saved on this device · waiting to sync</span>
          </p>
        </article>
      ))}
      {reports.data && reports.data.sent.length === 0 && reports.data.waiting.length === 0 ? (
        <p className="muted">No reports yet.</p>
      ) : null}
      {reports.data?.sent.map((r) => (
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
            await removeReport(r.uid)
            reports.reload()
          }}
        />
      ))}
    </section>
  )
}

function ReportCard({
  report,
  onEdit,
  onDelete,
}: {
  report: ScoutReport
  onEdit: () => void
  onDelete: () => void
}) {
  const how = seenHows.find((s) => s.code === report.seen_how)?.label ?? report.seen_how
  const age = dayAge(report.seen_on)
  return (
    <article className={`stack ${styles.report}`} aria-label={`Report of ${calendarDay(report.seen_on)}`}>
      <p className={styles.head}>
        <span className={`badge ${styles.recommendation}`} data-code={report.recommendation}>
          {recommendationLabel(report.recommendation)}
        </span>
        <strong>{report.template.name}</strong>
        {report.author && report.mine === false ? <span>by {report.author.name}</span> : null}
        <span className="muted">
          {how} on {calendarDay(report.seen_on)}
          {report.game ? ` · ${report.game.label}` : ''}
        </span>
      </p>
      {report.stale ? (
        <p className={styles.stale}>Seen {age} — watch again</p>
      ) : (
        <p className="muted">Seen {age}</p>
      )}
      <dl className={styles.ratings} aria-label="Ratings">
        {report.template.criteria.map((c) => (
          <div key={c.id} style={{ display: 'contents' }}>
            <dt>{c.label}</dt>
            <dd>
              {report.ratings[c.id] === undefined
                ? 'Not rated'
                : `${report.ratings[c.id]} / ${report.template.scale}`}
            </dd>
          </div>
        ))}
      </dl>
      {report.summary_html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (site-content/markdown.ts)
        <div className={styles.summary} dangerouslySetInnerHTML={{ __html: report.summary_html }} />
      ) : null}
      {report.mine === false ? null : (
        <div className="actions">
          <button type="button" className="btn btn-link" onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="btn btn-link" onClick={onDelete}>
            Delete
          </button>
        </div>
      )}
    </article>
  )
}
