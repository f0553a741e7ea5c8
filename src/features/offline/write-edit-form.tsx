import { type FormEvent, useState } from 'react'
import { fieldWords } from '../../ui/field-words'
import { useEditingGuard } from '../../ui/use-editing-guard'
import styles from './offline.module.css'

// Edits the body of a refused write: one field per top-level value; text and numbers as inputs, anything
// nested as JSON. Values keep their type (a number stays a number) so the corrected body matches the contract.

interface Props {
  body: Record<string, unknown>
  issues?: { path: string; message: string }[]
  onSave: (body: Record<string, unknown>) => Promise<void>
  onCancel: () => void
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v, null, 1))

export function WriteEditForm({ body, issues = [], onSave, onCancel }: Props) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(Object.entries(body).map(([k, v]) => [k, asText(v)])),
  )
  const [error, setError] = useState<string>()
  const dirty = Object.entries(values).some(([k, v]) => v !== asText(body[k]))
  useEditingGuard(dirty)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const next: Record<string, unknown> = {}
      for (const [key, text] of Object.entries(values)) next[key] = parseLike(body[key], text, key)
      await onSave(next)
    } catch (e) {
      setError((e as Error).message)
    }
  }

  return (
    <form className="form write-edit" onSubmit={submit} aria-label="Edit the queued change">
      {error ? (
        <p className="form-message" data-kind="error" role="alert">
          {error}
        </p>
      ) : null}
      {/* The record's id and version are the outbox's business, not the member's: kept, not shown. */}
      {Object.keys(body)
        .filter((key) => key !== 'uid' && key !== 'version')
        .map((key) => {
          const id = `edit-${key}`
          const issue = issues.find((i) => i.path === key || i.path.startsWith(`${key}.`))
          const nested = typeof body[key] === 'object' && body[key] !== null
          const Input = nested ? 'textarea' : 'input'
          return (
            <div className="field" key={key}>
              <label htmlFor={id}>{fieldWords(key)}</label>
              <Input
                id={id}
                className="input"
                value={values[key]}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${id}-error` : undefined}
                onChange={(e) => setValues((old) => ({ ...old, [key]: e.target.value }))}
              />
              {issue ? (
                <p className="field-error" id={`${id}-error`}>
                  {issue.message}
                </p>
              ) : null}
            </div>
          )
        })}
      <div className={styles.writeActions}>
        <button type="submit" className="btn btn-primary">
          Save and sync again
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/** Reads the text back as the original value's type; empty optional text becomes null. */
function parseLike(original: unknown, text: string, key: string): unknown {
  if (typeof original === 'string') return text
  if (typeof original === 'number') {
    const n = Number(text)
    if (text.trim() === '' || Number.isNaN(n)) throw new Error(`${fieldWords(key)} must be a number`)
    return n
  }
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch {
    // A field that was null or boolean and now holds plain text: keep the text.
    return text
  }
}
