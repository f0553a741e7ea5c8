import { type FormEvent, useEffect, useState } from 'react'
import {
  type ContentItem,
  type ContentKindInfo,
  contentFields,
} from '../../../api/contract/schemas/site-content'
import { describeFailure } from '../../../api/request-rules'
import { FormMessage, LabelledControl } from '../../../ui/field'
import { FileField } from '../../../ui/file-field'
import { SelectField } from '../../../ui/select-field'
import styles from './content.module.css'
import { saveContent } from './content-api'
import { type ContentField, fieldsOfKind } from './content-fields'

// One editor for every content kind: its contract's fields, checked as you save (the same contract the server
// applies, so a refusal is named beside its field before the request leaves), and a picture with a preview.

const toLocalInput = (iso: unknown) => (typeof iso === 'string' && iso ? iso.slice(0, 16) : '')

export function ContentForm({
  info,
  item,
  onSaved,
}: {
  info: ContentKindInfo
  item: ContentItem | null
  onSaved: (saved: ContentItem) => void
}) {
  const fields = fieldsOfKind(info.kind)
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((f) => [
        f.key,
        f.kind === 'datetime'
          ? toLocalInput(item?.fields[f.key])
          : String(item?.fields[f.key] ?? (f.key === 'status' ? 'published' : '')),
      ]),
    ),
  )
  const [picture, setPicture] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(item?.thumb ?? item?.pic ?? null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!picture) return
    const url = URL.createObjectURL(picture)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [picture])

  const payload = () =>
    Object.fromEntries(
      fields.map((f) => {
        const v = values[f.key]?.trim() ?? ''
        if (f.kind === 'datetime') return [f.key, v ? new Date(v).toISOString() : null]
        return [f.key, v === '' ? null : v]
      }),
    )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    const body = payload()
    const checked = contentFields[info.kind].safeParse(body)
    const local: Record<string, string> = {}
    for (const issue of checked.error?.issues ?? []) local[String(issue.path[0])] ??= issue.message
    if (info.pictureRequired && !picture && !item?.pic) local.pic = 'Choose the picture'
    setErrors(local)
    if (Object.keys(local).length) return
    setBusy(true)
    try {
      onSaved(await saveContent(info, info.single ? null : (item?.uid ?? null), body, picture))
      setPicture(null)
    } catch (error) {
      const failure = describeFailure(error, [...fields.map((f) => f.key), 'pic'])
      setErrors(failure.fieldErrors)
      setMessage(failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {fields.map((f) => (
        <Control
          key={f.key}
          field={f}
          value={values[f.key] ?? ''}
          error={errors[f.key]}
          onChange={(v) => setValues((now) => ({ ...now, [f.key]: v }))}
        />
      ))}
      <FileField
        label="Picture"
        error={errors.pic}
        required={info.pictureRequired}
        hint="JPEG, PNG or WebP"
        accept="image/jpeg,image/png,image/webp"
        onFiles={(files) => setPicture(files[0] ?? null)}
      />
      {preview ? (
        <img src={preview} alt="Preview as it will show on the site" className={styles.contentPreview} />
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : item || info.single ? 'Save changes' : `Add ${info.label}`}
        </button>
      </div>
    </form>
  )
}

function Control({
  field,
  value,
  error,
  onChange,
}: {
  field: ContentField
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  if (field.kind === 'select')
    return (
      <SelectField
        label={field.label}
        error={error}
        required={field.required}
        hint={field.hint}
        value={value}
        onChange={onChange}
        options={field.options ?? []}
      />
    )
  return (
    <LabelledControl label={field.label} error={error} required={field.required} hint={field.hint}>
      {(id, describedBy) => {
        const common = {
          id,
          className: 'input',
          value,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        }
        if (field.kind === 'textarea')
          return (
            <textarea
              {...common}
              rows={field.key === 'body' ? 10 : 4}
              onChange={(e) => onChange(e.target.value)}
            />
          )
        return (
          <input
            {...common}
            type={field.kind === 'datetime' ? 'datetime-local' : field.kind === 'email' ? 'email' : 'text'}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }}
    </LabelledControl>
  )
}
