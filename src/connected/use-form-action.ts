import { type FormEvent, useState } from 'react'
import { formFields } from '../api/form-body'
import { describeFailure } from '../api/request-rules'

// The one way a form submits: read its non-empty fields, run the caller's action, and keep what the user
// must see (busy, the message above the form, the error beside each field).

export interface FormActionState {
  busy: boolean
  message?: string
  fieldErrors: Record<string, string>
}

export function useFormAction(
  fields: readonly string[],
  action: (values: Record<string, string>, form: HTMLFormElement) => Promise<void>,
  /** What the server answered a POST without JavaScript with (a form page, decision 0066). */
  answered?: { fieldErrors?: Record<string, string>; message?: string },
) {
  const [state, setState] = useState<FormActionState>(() => ({
    busy: false,
    fieldErrors: answered?.fieldErrors ?? {},
    message: answered?.message,
  }))
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setState({ busy: true, fieldErrors: {} })
    try {
      await action(formFields(form), form)
      setState({ busy: false, fieldErrors: {} })
    } catch (error) {
      setState({ busy: false, ...describeFailure(error, fields) })
    }
  }
  return { ...state, onSubmit }
}
