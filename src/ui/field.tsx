import {
  type ChangeEventHandler,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react'

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

interface LabelledControlProps {
  label: string
  error?: string
  hint?: ReactNode
  required?: boolean
  /** Rendered after the control, inside the field (e.g. a live availability note). */
  status?: ReactNode
  className?: string
  /** A stable id for the control (otherwise one is made). */
  id?: string
  /** The control itself, given its id and the ids that describe it (hint, error). */
  children: (id: string, describedBy: string | undefined) => ReactNode
}

/** The one labelled field of every form: label (with "(optional)"), the control, its hint and its error. */
export function LabelledControl({
  label,
  error,
  hint,
  required,
  status,
  className,
  id: given,
  children,
}: LabelledControlProps) {
  const made = useId()
  const id = given ?? made
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      {children(id, describedBy)}
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

/** A labelled text input (or textarea) — LabelledControl with the usual control. */
export function Field({ label, name, error, hint, status, multiline, className, ...input }: FieldProps) {
  // What an uncontrolled field (a form read on submit, like a profile's) holds now, for its length hint: without
  // it a bio pasted past its limit was cut with nothing said.
  const [typed, setTyped] = useState<string>()
  const current = input.value ?? typed ?? input.defaultValue
  const onInput = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setTyped(event.currentTarget.value)
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={lengthHint(current, input.maxLength) ?? hint}
      status={status}
      required={input.required}
      className={className}
    >
      {(id, describedBy) => {
        const common = {
          id,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: 'input',
        }
        return multiline ? (
          <textarea
            {...common}
            rows={4}
            // Controlled when the form holds the value (`value` and `onChange`), else read on submit.
            {...(input.value !== undefined
              ? {
                  value: input.value as string,
                  onChange: input.onChange as unknown as ChangeEventHandler<HTMLTextAreaElement>,
                }
              : { defaultValue: input.defaultValue as string | undefined })}
            maxLength={input.maxLength}
            onInput={onInput}
          />
        ) : (
          <input
            {...input}
            {...common}
            onInput={(event) => {
              onInput(event)
              input.onInput?.(event)
            }}
          />
        )
      }}
    </LabelledControl>
  )
}

/**
 * The limit of a text field, said when it matters: a field with a `maxlength` cuts what is typed or pasted past
 * it, so from 80 % of the limit the field says how much is used ("152 of 160 characters").
 */
export function lengthHint(value: unknown, max: number | undefined): string | undefined {
  if (max === undefined || typeof value !== 'string' || value.length < max * 0.8) return undefined
  return value.length >= max
    ? `${max} of ${max} characters: the limit`
    : `${value.length} of ${max} characters`
}

/** A form-level message (the failure that belongs to no single field, or a confirmation). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className="form-message" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
