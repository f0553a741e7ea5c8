import { FORM_CSRF_FIELD } from './contract/terms/form-pages'

// docs/spec.md#form-bodies: forms send only the fields that are non-empty. Values are sent as typed (a password's
// spaces are the user's business); only missing, null and blank strings are dropped.

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export function nonEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !isEmpty(value))) as Partial<T>
}

/**
 * What a profile form sends: the fields the person filled in, and `null` for a field they emptied on purpose (it
 * had a value and is blank now). A field that was blank and stays blank is not sent (docs/spec.md#form-bodies).
 */
export function changedOrCleared<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  values: T,
): { [K in keyof T]?: T[K] | null } {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (!isEmpty(value)) out[key] = value
    else if (!isEmpty(stored[key])) out[key] = null
  }
  return out as { [K in keyof T]?: T[K] | null }
}

/**
 * The text fields of a submitted form, without the empty ones. Files are left to upload helpers; the CSRF token a
 * public form carries for a POST without JavaScript (decision 0066) too: the API reads it from its header.
 */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && name !== FORM_CSRF_FIELD) fields[name] = value
  }
  return nonEmptyFields(fields) as Record<string, string>
}
