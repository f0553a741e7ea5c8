import { type FormEvent, useState } from 'react'
import type { Assignment } from '../../../api/contract/schemas/assignments'
import type { MatchPlayed } from '../../../api/contract/schemas/scout-players'
import type { ReportTemplate, ScoutReport } from '../../../api/contract/schemas/scouting-reports'
import { assignmentTarget } from '../../../api/contract/terms/assignments'
import {
  type Recommendation,
  recommendations,
  type SeenHow,
  seenHows,
} from '../../../api/contract/terms/scouting'
import { REPORT_SUMMARY_MAX } from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { ratingIssues, suggestedTemplate } from '../../../rules/scouting-report'
import { calendarDay, gameDay, todayDay } from '../../../ui/dates'
import { LabelledControl, lengthHint } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import styles from './reports.module.css'
import { saveReport } from './reports-api'

// Writing or editing a report on a player: the template (the one that suits his position offered first), a
// rating of each criterion on the template's scale, the recommendation, how and when he was seen, the game it was
// based on (from his matches) and a summary. Checked here by the same rules the server applies.

interface ReportFormProps {
  player: { uid: string; name: string; positions: string[] }
  templates: ReportTemplate[]
  matches: MatchPlayed[]
  /** The scout's open assignments this report may close (a new report only). */
  assignments?: Assignment[]
  /** The one chosen already (the form was opened from it). */
  assignment?: string
  editing?: ScoutReport
  onDone: () => void
}

const matchLabel = (m: MatchPlayed) =>
  `${m.team ?? '?'} – ${m.opponent ?? '?'}${m.date ? `, ${gameDay(m.date)}` : ''} (${m.competition})`

export function ReportForm({
  player,
  templates,
  matches,
  assignments = [],
  assignment,
  editing,
  onDone,
}: ReportFormProps) {
  const choices =
    editing && !templates.some((t) => t.uid === editing.template.uid)
      ? [
          ...templates,
          { ...editing.template, positions: [], replaces: null, version: 1, created_at: '', updated_at: '' },
        ]
      : templates
  const [templateId, setTemplateId] = useState(
    editing?.template.uid ?? suggestedTemplate(templates, player.positions)?.uid ?? '',
  )
  const template = choices.find((t) => t.uid === templateId)
  const [ratings, setRatings] = useState<Record<string, number>>(editing?.ratings ?? {})
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(editing?.recommendation ?? '')
  const [seenHow, setSeenHow] = useState<SeenHow>(editing?.seen_how ?? 'live')
  const [seenOn, setSeenOn] = useState(editing?.seen_on ?? todayDay())
  const [gameId, setGameId] = useState(editing?.game?.uid ?? '')
  const [assignmentId, setAssignmentId] = useState(
    assignments.some((a) => a.uid === assignment) ? (assignment ?? '') : '',
  )
  const [summary, setSummary] = useState(editing?.summary ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [saving, setSaving] = useState(false)

  /** A field's error goes as soon as the field is changed: it said what was wrong with the value now gone. */
  const forget = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!template) return setErrors({ template_id: 'Choose a template' })
    const body = {
      pid: player.uid,
      template_id: template.uid,
      ratings,
      recommendation,
      summary,
      seen_on: seenOn,
      seen_how: seenHow,
      game_id: gameId || null,
      ...(assignmentId ? { assignment_id: assignmentId } : {}),
    }
    // The schema loads when a report is first saved (decision 0032: reading never loads the validator).
    const { reportBody } = await import('../../../api/contract/schemas/scouting-reports')
    const checked = reportBody.safeParse(body)
    const found: Record<string, string> = {}
    for (const issue of checked.success ? [] : checked.error.issues)
      found[issue.path.join('.')] ??= issue.message
    for (const issue of ratingIssues(template, ratings)) found[issue.path] ??= issue.message
    if (seenOn > todayDay()) found.seen_on ??= 'The day seen cannot be in the future'
    setErrors(found)
    if (!checked.success || Object.keys(found).length) return setMessage('Check the marked fields.')
    setMessage(undefined)
    setSaving(true)
    try {
      await saveReport(
        checked.data,
        player.name,
        editing ? { uid: editing.uid, version: editing.version } : undefined,
      )
      onDone()
    } catch (e) {
      const failure = describeFailure(e, [
        'ratings',
        'recommendation',
        'seen_on',
        'seen_how',
        'game_id',
        'assignment_id',
        'template_id',
        'summary',
      ])
      setErrors(Object.fromEntries(Object.entries(failure.fieldErrors)))
      setMessage(failure.message ?? 'Check the marked fields.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Report on ${player.name}`}>
      {assignments.length && !editing ? (
        <SelectField
          label="For the assignment"
          hint="Filing the report closes it"
          empty="None"
          error={errors.assignment_id}
          value={assignmentId}
          onChange={setAssignmentId}
          options={assignments.map(
            (a) => [a.uid, `${assignmentTarget(a)} · due ${calendarDay(a.due_on)}`] as const,
          )}
        />
      ) : null}
      <SelectField
        label="Template"
        error={errors.template_id}
        hint="The ones that suit his position come first"
        required
        value={templateId}
        disabled={Boolean(editing)}
        onChange={(v) => {
          setTemplateId(v)
          setRatings({})
        }}
        options={choices.map((t) => [t.uid, `${t.name} (1–${t.scale})`] as const)}
      />
      {template?.criteria.map((c) => {
        const error = errors[`ratings.${c.id}`]
        return (
          <fieldset
            key={c.id}
            className={styles.criterion}
            aria-describedby={error ? `${c.id}-error` : undefined}
          >
            <legend>
              {c.label}
              {c.optional ? <span className="optional"> (optional)</span> : null}
            </legend>
            {c.description ? <p className="hint">{c.description}</p> : null}
            <div className={styles.scale}>
              {Array.from({ length: template.scale }, (_, i) => i + 1).map((n) => (
                <label key={n}>
                  <input
                    type="radio"
                    name={`rating-${c.id}`}
                    value={n}
                    checked={ratings[c.id] === n}
                    onChange={() => {
                      forget(`ratings.${c.id}`)
                      setRatings({ ...ratings, [c.id]: n })
                    }}
                    aria-label={`${c.label}: ${n} of ${template.scale}`}
                  />
                  <span aria-hidden="true">{n}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p className="field-error" id={`${c.id}-error`}>
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      <fieldset className={styles.criterion}>
        <legend>Recommendation</legend>
        <div className="choices">
          {recommendations.map((r) => (
            <label key={r.code} className="choice">
              <input
                type="radio"
                name="recommendation"
                checked={recommendation === r.code}
                onChange={() => {
                  forget('recommendation')
                  setRecommendation(r.code)
                }}
              />
              {r.label}
            </label>
          ))}
        </div>
        {errors.recommendation ? <p className="field-error">{errors.recommendation}</p> : null}
      </fieldset>
      <div className="form-grid">
        <fieldset className={styles.criterion}>
          <legend>How you saw him</legend>
          <div className="choices">
            {seenHows.map((s) => (
              <label key={s.code} className="choice">
                <input
                  type="radio"
                  name="seen_how"
                  checked={seenHow === s.code}
                  onChange={() => setSeenHow(s.code)}
                />
                {s.label}
              </label>
            ))}
          </div>
        </fieldset>
        <LabelledControl label="Day seen" error={errors.seen_on} required>
          {(id, describedBy) => (
            <input
              id={id}
              type="date"
              className="input"
              value={seenOn}
              max={todayDay()}
              aria-describedby={describedBy}
              onChange={(e) => {
                forget('seen_on')
                setSeenOn(e.target.value)
              }}
            />
          )}
        </LabelledControl>
      </div>
      <SelectField
        label="Game"
        error={errors.game_id}
        hint={matches.length ? undefined : 'No matches of his are recorded'}
        value={gameId}
        onChange={setGameId}
        empty="No particular game"
        options={matches.map((m) => [m.game_uid, matchLabel(m)] as const)}
      />
      <LabelledControl
        label="Summary"
        error={errors.summary}
        hint={lengthHint(summary, REPORT_SUMMARY_MAX) ?? 'Markdown: **bold**, *italic*, lists with -'}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            className="input"
            rows={5}
            maxLength={REPORT_SUMMARY_MAX}
            value={summary}
            aria-describedby={describedBy}
            onChange={(e) => setSummary(e.target.value)}
          />
        )}
      </LabelledControl>
      {message ? (
        <p className="form-message" data-kind="error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {editing ? 'Save the changes' : 'Save the report'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
