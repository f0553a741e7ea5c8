import { type ReactNode, useId } from 'react'

/** A labelled control with its inline error, wired for screen readers. */
export function Input({
  label,
  error,
  required,
  children,
}: {
  label: string
  error?: string
  required?: boolean
  children: (id: string, describedBy: string | undefined) => ReactNode
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
