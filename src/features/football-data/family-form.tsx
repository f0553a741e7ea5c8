import { type FormEvent, useState } from 'react'
import { footballFamilyContracts } from '../../api/contract/schemas/football-families'
import { createNamed } from '../../api/family-writes'
import type { FamilyRecord } from '../../api/records'
import { describeFailure } from '../../api/request-rules'
import { useFormDraft } from '../../connected/form-draft'
import { OneOfField } from '../../connected/one-of-field'
import { RecordListPicker, RecordPicker } from '../../connected/record-picker'
import { LabelledControl, lengthHint } from '../../ui/field'
import { SelectField } from '../../ui/select-field'
import familyStyles from './families.module.css'
import { type FamilyScreen, familyByPath } from './family-registry'
import type { FieldSpec } from './field-model'

// Create and edit forms for any family, from its contract: the same zod schema the server enforces checks the
// form before it is sent, so mistakes show beside their field at once (and the server's 400s land there too).

type Values = Record<string, unknown>

interface FamilyFormProps {
  family: FamilyScreen
  record?: FamilyRecord
  /** Pre-filled values for a new record (e.g. the club when adding a member from the club's page). */
  initial?: Values
  onSubmit: (body: Values) => Promise<void>
  onCancel: () => void
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * Create sends only non-empty fields (docs/spec.md#form-bodies); an edit sends what changed, with null to clear a
 * field.
 */
export function bodyFor(fields: FieldSpec[], values: Values, record?: FamilyRecord): Values {
  const body: Values = {}
  for (const field of fields) {
    const value = values[field.key]
    if (!record) {
      if (!isBlank(value)) body[field.key] = value
    } else if (JSON.stringify(value ?? null) !== JSON.stringify(record[field.key] ?? null)) {
      body[field.key] = isBlank(value) && !Array.isArray(value) ? null : value
    }
  }
  return body
}

export function FamilyForm({ family, record, initial, onSubmit, onCancel }: FamilyFormProps) {
  const [values, setValues] = useState<Values>(() => ({ ...initial, ...(record ?? {}) }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const draft = useFormDraft(`family-form:${family.path}:${record?.uid ?? 'new'}`, values, setValues)
  // A changed field loses its message (the next save checks it again), so a fixed mistake stops saying so.
  const change = (patch: Values) => {
    setValues((v) => ({ ...v, ...patch }))
    draft.edited()
    const group = family.oneOf?.choices.map((c) => c.key) ?? []
    const keys = Object.keys(patch).flatMap((k) => (group.includes(k) ? group : [k]))
    if (!keys.some((k) => errors[k])) return
    const left = Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)))
    setErrors(left)
    // The banner only stays while a field still has something to fix.
    if (Object.keys(left).length === 0) setMessage(undefined)
  }
  const set = (key: string, value: unknown) => change({ [key]: value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = bodyFor(family.fields, values, record)
    const { contract } = footballFamilyContracts[family.key]
    const schema = record ? contract.update : contract.create
    const checked = schema.safeParse(record ? { ...body, version: record.version } : body)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message
      setErrors(found)
      setMessage(found[''] ?? 'Check the highlighted fields')
      return
    }
    if (record && Object.keys(body).length === 0) return setMessage('Nothing changed: edit a field first')
    setBusy(true)
    setErrors({})
    setMessage(undefined)
    try {
      // Saved before the form's page moves on, so leaving then does not ask.
      draft.saved()
      await onSubmit(body)
    } catch (error) {
      draft.edited()
      const failure = describeFailure(
        error,
        family.fields.map((f) => f.key),
      )
      setErrors(failure.fieldErrors)
      setMessage(failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card form family-form" onSubmit={submit} noValidate>
      {draft.notice}
      {message ? (
        <div className="form-message" data-kind="error" role="alert">
          {message}
        </div>
      ) : null}
      <div className="form-grid">
        {family.fields.map((field) =>
          family.oneOf?.choices.some((c) => c.key === field.key) ? (
            field.key === family.oneOf.choices[0]?.key ? (
              <OneOfChoiceInput
                key={field.key}
                family={family}
                values={values}
                errors={errors}
                onChange={change}
              />
            ) : null
          ) : (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.key]}
              error={errors[field.key]}
              set={set}
            />
          ),
        )}
      </div>
      <div className={familyStyles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : record ? 'Save changes' : `Create ${family.label}`}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/** The family's one-of group (a team's league, tournament or national side) as one choice, in the first key's place. */
function OneOfChoiceInput({
  family,
  values,
  errors,
  onChange,
}: {
  family: FamilyScreen
  values: Values
  errors: Record<string, string>
  onChange: (patch: Values) => void
}) {
  const group = family.oneOf
  if (!group) return null
  const choices = group.choices.map(({ key, label, creatable }) => {
    const spec = family.fields.find((f) => f.key === key)
    const target = spec?.family ? familyByPath(spec.family) : undefined
    return {
      key,
      label,
      family: spec?.family,
      create:
        creatable && target ? (name: string) => createNamed(target.path, target.label, name) : undefined,
    }
  })
  return (
    <OneOfField
      legend={group.legend}
      choices={choices}
      values={values}
      onChange={onChange}
      required
      error={group.choices.map((c) => errors[c.key]).find(Boolean)}
    />
  )
}

interface FieldInputProps {
  field: FieldSpec
  value: unknown
  error?: string
  set: (key: string, value: unknown) => void
}

function FieldInput({ field, value, error, set }: FieldInputProps) {
  if (field.kind === 'ref')
    return (
      <RecordPicker
        family={field.family ?? field.key}
        label={field.label}
        value={(value as string | null) ?? null}
        onChange={(uid) => set(field.key, uid)}
        required={field.required}
        error={error}
      />
    )
  if (field.kind === 'refs')
    return (
      <RecordListPicker
        family={field.family ?? field.key}
        label={field.label}
        value={(value as string[] | undefined) ?? []}
        onChange={(uids) => set(field.key, uids)}
        error={error}
      />
    )
  if (field.kind === 'select')
    return (
      <SelectField
        id={`field-${field.key}`}
        name={field.key}
        label={field.label}
        error={error}
        required={field.required}
        value={(value as string) ?? ''}
        onChange={(v) => set(field.key, v || null)}
        empty="—"
        options={(field.options ?? []).map((o) => [o, o] as const)}
      />
    )
  const control = (id: string, describedBy: string | undefined) => {
    const common = {
      id,
      name: field.key,
      className: 'input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    }
    let input: React.ReactNode
    if (field.kind === 'checkbox')
      input = (
        <input
          {...common}
          type="checkbox"
          className={familyStyles.checkbox}
          checked={Boolean(value)}
          onChange={(e) => set(field.key, e.target.checked)}
        />
      )
    else if (field.kind === 'textarea')
      input = (
        <textarea
          {...common}
          rows={4}
          maxLength={field.max}
          value={(value as string) ?? ''}
          onChange={(e) => set(field.key, e.target.value)}
        />
      )
    else
      input = (
        <input
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          {...(field.kind === 'number' ? { min: field.min, max: field.max } : { maxLength: field.max })}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) =>
            set(
              field.key,
              field.kind === 'number'
                ? e.target.value === ''
                  ? null
                  : Number(e.target.value)
                : e.target.value,
            )
          }
        />
      )
    return input
  }
  return (
    <LabelledControl
      id={`field-${field.key}`}
      label={field.label}
      error={error}
      hint={field.kind === 'number' ? undefined : lengthHint(value, field.max)}
      required={field.required}
      className={field.kind === 'textarea' ? familyStyles.fieldTextarea : undefined}
    >
      {control}
    </LabelledControl>
  )
}
