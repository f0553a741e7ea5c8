import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

// A labelled input with its hint and its error, wired for screen readers (aria-describedby / aria-invalid).

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  name: string
  error?: string
  hint?: ReactNode
  /** Rendered after the input, inside the field (e.g. a live availability note). */
  status?: ReactNode
  multiline?: boolean
}

export function Field({ label, name, error, hint, status, multiline, className, ...input }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'input',
  }
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {input.required ? null : <span className="optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          defaultValue={input.defaultValue as string | undefined}
          maxLength={input.maxLength}
        />
      ) : (
        <input {...input} {...common} />
      )}
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {status}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A form-level message (the failure that belongs to no single field, or a confirmation). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className="form-message" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
