import { useState } from 'react'
import type { CustomAttribute } from '../../../api/contract/schemas/players-attributes'
import {
  CUSTOM_ATTRIBUTE_NAME_MAX,
  CUSTOM_ATTRIBUTE_VALUE_MAX,
} from '../../../api/contract/terms/writing-limits'
import { FormMessage } from '../../../ui/field'
import { failureText } from '../media/upload-check'
import panels from '../record-panels.module.css'
import { deleteCustomAttribute, putCustomAttribute } from './players-api'

// Custom attributes: named values a scout needs that the fixed scales do not hold ("Weak foot", "Agent").
// Setting a name that exists replaces its value (PUT custom-attributes/{id} is by name).

export function PlayerCustomAttributes({
  playerId,
  initial,
}: {
  playerId: string
  initial: CustomAttribute[]
}) {
  const [items, setItems] = useState(initial)
  const [name, setName] = useState('')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)

  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Name the attribute')
    setError(null)
    try {
      const result = await putCustomAttribute(playerId, trimmed, value.trim() || null)
      setItems(
        result.data && !result.pending
          ? result.data.custom_attributes
          : [
              ...items.filter((i) => i.attribute_name !== trimmed),
              { uid: trimmed, attribute_name: trimmed, value },
            ],
      )
      setName('')
      setValue('')
    } catch (e) {
      setError(failureText(e, 'The attribute could not be saved.'))
    }
  }
  const remove = async (attribute: string) => {
    try {
      await deleteCustomAttribute(playerId, attribute)
      setItems((all) => all.filter((i) => i.attribute_name !== attribute))
    } catch (e) {
      setError(failureText(e, 'The attribute could not be removed.'))
    }
  }
  return (
    <section className={`${panels.fieldset} stack`} aria-labelledby="custom-attributes">
      <h2 id="custom-attributes" className={panels.heading}>
        Custom attributes
      </h2>
      {items.length === 0 ? <p className="muted">None yet.</p> : null}
      <ul className={panels.customList}>
        {items.map((i) => (
          <li key={i.attribute_name}>
            <strong>{i.attribute_name}</strong>
            <span>{i.value ?? '—'}</span>
            <button
              type="button"
              className="btn btn-link"
              aria-label={`Remove ${i.attribute_name}`}
              onClick={() => remove(i.attribute_name)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form className={panels.customForm} onSubmit={add} aria-label="Add a custom attribute">
        <div className="field">
          <label htmlFor="custom-name">Attribute</label>
          <input
            id="custom-name"
            className="input"
            maxLength={CUSTOM_ATTRIBUTE_NAME_MAX}
            value={name}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="custom-value">
            Value <span className="optional">(optional)</span>
          </label>
          <input
            id="custom-value"
            className="input"
            maxLength={CUSTOM_ATTRIBUTE_VALUE_MAX}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          Add
        </button>
      </form>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </section>
  )
}
