import { type FormEvent, useState } from 'react'
import type { ReportTemplate } from '../../../api/contract/schemas/scouting-reports'
import { positions } from '../../../api/contract/terms/players'
import { CRITERIA_MAX, CRITERIA_MIN, ratingScales } from '../../../api/contract/terms/scouting'
import {
  CRITERION_DESCRIPTION_MAX,
  CRITERION_LABEL_MAX,
  TEMPLATE_NAME_MAX,
} from '../../../api/contract/terms/writing-limits'
import { describeFailure } from '../../../api/request-rules'
import { LabelledControl } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { saveTemplate } from './templates-api'

// Making or editing a report template: a name, the positions it suits, the scale every criterion is rated on and
// 3–12 criteria. `newVersion`: a copy of a template in use, saved as its next version (the old one is archived).

interface Draft {
  id?: string
  label: string
  description: string
  optional: boolean
}

export function TemplateForm({
  template,
  newVersion,
  onDone,
}: {
  template?: ReportTemplate
  newVersion?: boolean
  onDone: () => void
}) {
  const [name, setName] = useState(template?.name ?? '')
  const [suits, setSuits] = useState<string[]>(template?.positions ?? [])
  const [scale, setScale] = useState<number>(template?.scale ?? 5)
  const [criteria, setCriteria] = useState<Draft[]>(
    template?.criteria.map((c) => ({
      ...(newVersion ? {} : { id: c.id }),
      label: c.label,
      description: c.description,
      optional: c.optional,
    })) ?? Array.from({ length: CRITERIA_MIN }, () => ({ label: '', description: '', optional: false })),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  /** A field's error goes as soon as the field is changed: it said what was wrong with the value now gone. */
  const forget = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest)
  const change = (i: number, part: Partial<Draft>) => {
    for (const field of Object.keys(part)) forget(`criteria.${i}.${field}`)
    forget('criteria')
    setCriteria(criteria.map((c, j) => (j === i ? { ...c, ...part } : c)))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      name,
      positions: suits,
      scale,
      criteria,
      ...(newVersion && template ? { replaces: template.uid } : {}),
      ...(template && !newVersion ? { version: template.version } : {}),
    }
    const { templateBody } = await import('../../../api/contract/schemas/scouting-reports')
    const checked = templateBody.safeParse(body)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message
      setErrors(found)
      return setMessage('Check the marked fields.')
    }
    try {
      await saveTemplate(checked.data, newVersion ? undefined : template?.uid)
      onDone()
    } catch (e) {
      const failure = describeFailure(e, ['name', 'positions', 'scale', 'criteria'])
      setErrors(failure.fieldErrors)
      setMessage(failure.message ?? 'Check the marked fields.')
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="template-form-title">
      <h2 id="template-form-title">
        {newVersion
          ? `New version of “${template?.name}”`
          : template
            ? `Edit “${template.name}”`
            : 'New template'}
      </h2>
      <div className="form-grid">
        <LabelledControl label="Name" error={errors.name} required>
          {(id, describedBy) => (
            <input
              id={id}
              className="input"
              value={name}
              maxLength={TEMPLATE_NAME_MAX}
              aria-describedby={describedBy}
              onChange={(e) => {
                forget('name')
                setName(e.target.value)
              }}
            />
          )}
        </LabelledControl>
        <SelectField
          label="Rating scale"
          error={errors.scale}
          hint="Every criterion is rated on it"
          required
          value={scale}
          onChange={(v) => setScale(Number(v))}
          options={ratingScales.map((s) => [s, `1 to ${s}`] as const)}
        />
      </div>
      <fieldset className="stack">
        <legend>Positions it suits</legend>
        <p className="hint">None ticked: any player (a general template).</p>
        <div className="choices">
          {positions.map((p) => (
            <label key={p.code} className="choice">
              <input
                type="checkbox"
                checked={suits.includes(p.code)}
                onChange={(e) =>
                  setSuits(e.target.checked ? [...suits, p.code] : suits.filter((s) => s !== p.code))
                }
              />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="stack">
        <legend>
          Criteria ({CRITERIA_MIN} to {CRITERIA_MAX})
        </legend>
        {errors.criteria ? <p className="field-error">{errors.criteria}</p> : null}
        {criteria.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a criterion being typed has no id yet; its place is its identity
          <div key={c.id ?? `new-${i}`} className="form-grid">
            <LabelledControl label={`Criterion ${i + 1}`} error={errors[`criteria.${i}.label`]} required>
              {(id, describedBy) => (
                <input
                  id={id}
                  className="input"
                  value={c.label}
                  maxLength={CRITERION_LABEL_MAX}
                  aria-describedby={describedBy}
                  onChange={(e) => change(i, { label: e.target.value })}
                />
              )}
            </LabelledControl>
            <LabelledControl label="What to look for" error={errors[`criteria.${i}.description`]}>
              {(id, describedBy) => (
                <input
                  id={id}
                  className="input"
                  value={c.description}
                  maxLength={CRITERION_DESCRIPTION_MAX}
                  aria-describedby={describedBy}
                  onChange={(e) => change(i, { description: e.target.value })}
                />
              )}
            </LabelledControl>
            <div className="actions">
              <label className="choice">
                <input
                  type="checkbox"
                  checked={c.optional}
                  onChange={(e) => change(i, { optional: e.target.checked })}
                />
                May be left unrated
              </label>
              <button
                type="button"
                className="btn btn-link"
                disabled={criteria.length <= CRITERIA_MIN}
                onClick={() => setCriteria(criteria.filter((_, j) => j !== i))}
              >
                Remove criterion {i + 1}
              </button>
            </div>
          </div>
        ))}
        <div className="actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={criteria.length >= CRITERIA_MAX}
            onClick={() => setCriteria([...criteria, { label: '', description: '', optional: false }])}
          >
            Add a criterion
          </button>
        </div>
      </fieldset>
      {message ? (
        <p className="form-message" data-kind="error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          {newVersion ? 'Save the new version' : 'Save the template'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
