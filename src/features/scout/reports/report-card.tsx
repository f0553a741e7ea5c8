import type { ReportBody, ReportTemplate, ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { recommendationLabel, seenHows } from '../../../api/contract/terms/scouting'
import { calendarDay, dayAge } from '../../../ui/dates'
import styles from './reports.module.css'

// One report as the scout reads it on the player's page: its recommendation, template, how and when the player
// was seen, each criterion's rating and the summary. A report written without a signal reads the same from the
// body the outbox keeps (its template from the device's copy), marked as waiting, until the server has it.

const howOf = (code: string) => seenHows.find((s) => s.code === code)?.label ?? code

function Ratings({
  criteria,
  ratings,
  scale,
}: Pick<ReportTemplate, 'criteria' | 'scale'> & { ratings: Record<string, number> }) {
  return (
    <dl className={styles.ratings} aria-label="Ratings">
      {criteria.map((c) => (
        <div key={c.id} style={{ display: 'contents' }}>
          <dt>{c.label}</dt>
          <dd>{ratings[c.id] === undefined ? 'Not rated' : `${ratings[c.id]} / ${scale}`}</dd>
        </div>
      ))}
    </dl>
  )
}

interface ReportCardProps {
  report: ScoutReport
  onEdit: () => void
  onDelete: () => void
}

export function ReportCard({ report, onEdit, onDelete }: ReportCardProps) {
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
          {howOf(report.seen_how)} on {calendarDay(report.seen_on)}
          {report.game ? ` · ${report.game.label}` : ''}
        </span>
      </p>
      {report.stale ? (
        <p className={styles.stale}>Seen {age} — watch again</p>
      ) : (
        <p className="muted">Seen {age}</p>
      )}
      <Ratings criteria={report.template.criteria} ratings={report.ratings} scale={report.template.scale} />
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

export type WaitingReport = ReportBody & { uid: string }

/** Its template is the device's copy of the templates; without one, the ratings are said to wait with it. */
export function WaitingReportCard({
  report,
  template,
}: {
  report: WaitingReport
  template?: ReportTemplate
}) {
  return (
    <article className={`stack ${styles.report}`} aria-label={`Report of ${calendarDay(report.seen_on)}`}>
      <p className={styles.head}>
        <span className={`badge ${styles.recommendation}`} data-code={report.recommendation}>
          {recommendationLabel(report.recommendation)}
        </span>
        {template ? <strong>{template.name}</strong> : null}
        <span className="muted">
          {howOf(report.seen_how)} on {calendarDay(report.seen_on)}
        </span>
      </p>
      <p className="muted">Saved on this device · waiting to sync</p>
      {template ? (
        <Ratings criteria={template.criteria} ratings={report.ratings} scale={template.scale} />
      ) : (
        <p className="muted">Its ratings show once the report templates are on this device or it is sent.</p>
      )}
      {/* The summary as written: the server turns its Markdown into the page's text once it has it. */}
      {report.summary ? <p className={styles.waitingSummary}>{report.summary}</p> : null}
    </article>
  )
}
