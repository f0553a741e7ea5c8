import type { ReactNode, SelectHTMLAttributes } from 'react'
import { LabelledControl } from './field'

// A labelled drop-down: LabelledControl (label, hint, error, screen-reader wiring) around a <select>, so a form
// never writes the select's id, aria-describedby and aria-invalid by hand.

/** A choice: the value sent and the words shown. */
export type SelectOption = readonly [value: string | number, text: string]

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'required'> {
  label: string
  value: string | number
  /** The value chosen, as the select holds it (a string). */
  onChange: (value: string) => void
  options?: readonly SelectOption[]
  /** Choices the caller draws itself (after `options`), for groups or computed labels. */
  children?: ReactNode
  /** A first choice for "none", its value "": "Any", "Not set", "Choose a video…". */
  empty?: string
  error?: string
  hint?: ReactNode
  /** Says nothing after the label; otherwise the label adds "(optional)". The select itself is not constrained. */
  required?: boolean
  /** On the field around the select. */
  className?: string
  /** On the select itself, besides `input`. */
  selectClassName?: string
}

export function SelectField({
  label,
  value,
  onChange,
  options = [],
  children,
  empty,
  error,
  hint,
  required,
  className,
  selectClassName,
  id,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      id={id}
    >
      {(controlId, describedBy) => (
        <select
          {...select}
          id={controlId}
          className={['input', selectClassName].filter(Boolean).join(' ')}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
          {children}
        </select>
      )}
    </LabelledControl>
  )
}
