// Spec §5: forms send only the fields that are non-empty. Values are sent as typed (a password's spaces are
// the user's business); only missing, null and blank strings are dropped.

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export function nonEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !isEmpty(value))) as Partial<T>
}

/** The text fields of a submitted form, without the empty ones. Files are left to upload helpers. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value
  }
  return nonEmptyFields(fields) as Record<string, string>
}
