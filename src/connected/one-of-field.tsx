import { useId, useState } from 'react'
import { RecordPicker } from './record-picker'

// One required choice among references that exclude each other — what a team plays in (a league, a tournament
// or a national side), what a game belongs to (a league, a tournament or a named friendly). The member picks
// the kind first, then the record; choosing another kind clears the others, so the record can never hold two.

export interface OneOfChoice {
  /** The wire field this choice fills. */
  key: string
  /** "League" — the kind as the member reads it. */
  label: string
  /** The family searched for the record; absent for a free-text choice (a friendly's name). */
  family?: string
  /** Makes a record of this kind from a typed name, answering its uid (creation in place). */
  create?: (name: string) => Promise<string>
  max?: number
}

type Values = Record<string, unknown>

interface OneOfFieldProps {
  legend: string
  choices: OneOfChoice[]
  values: Values
  /** Called with the changed keys only: the chosen key and the others cleared (null). */
  onChange: (patch: Values) => void
  error?: string
  required?: boolean
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== ''

export function OneOfField({ legend, choices, values, onChange, error, required }: OneOfFieldProps) {
  const id = useId()
  const [kind, setKind] = useState(() => choices.find((c) => filled(values[c.key]))?.key)
  const chosen = choices.find((c) => c.key === kind)
  const choose = (key: string) => {
    setKind(key)
    // Only keys that hold something are cleared, so an untouched edit form sends nothing for them.
    onChange(
      Object.fromEntries(
        choices.filter((c) => c.key !== key && filled(values[c.key])).map((c) => [c.key, null]),
      ),
    )
  }
  return (
    <fieldset className="field one-of" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        {required ? null : <span className="optional"> (optional)</span>}
      </legend>
      <div className="choices">
        {choices.map((c) => (
          <label key={c.key} className="choice">
            <input
              type="radio"
              name={id}
              value={c.key}
              checked={kind === c.key}
              onChange={() => choose(c.key)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {chosen?.family ? (
        <RecordPicker
          key={chosen.key}
          family={chosen.family}
          label={chosen.label}
          required
          value={(values[chosen.key] as string | null | undefined) ?? null}
          onChange={(uid) => onChange({ [chosen.key]: uid })}
          create={chosen.create ? { noun: chosen.label.toLowerCase(), make: chosen.create } : undefined}
        />
      ) : chosen ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>{chosen.label}</label>
          <input
            id={`${id}-text`}
            className="input"
            maxLength={chosen.max}
            value={(values[chosen.key] as string | null | undefined) ?? ''}
            onChange={(e) => onChange({ [chosen.key]: e.target.value })}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
