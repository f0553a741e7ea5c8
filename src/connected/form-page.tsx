import { useContext, useEffect, useState } from 'react'
import {
  FORM_CSRF_FIELD,
  type FormPage,
  type FormPageState,
  formSeed,
} from '../api/contract/terms/form-pages'
import { PublicSeedsContext } from '../api/public-seeds'

// A public form that works without JavaScript (decision 0066): it posts to its own page, and the server answers
// with the page again, its state written as a seed. The browser hydrates from the same seed, so the form it
// enhances is the one on the screen: the token, what was typed, the problems beside the fields. Used once, as
// the public reads' seeds are: the next visit starts blank.

export function useFormPage(page: FormPage): FormPageState {
  const seeds = useContext(PublicSeedsContext)
  const key = formSeed(page)
  const [state] = useState<FormPageState>(
    () => (seeds.get(key) as { data?: FormPageState } | undefined)?.data ?? {},
  )
  useEffect(() => {
    seeds.delete(key)
  }, [seeds, key])
  return state
}

/** The form's CSRF token for a POST without JavaScript (the enhanced form sends it as a header instead). */
export function FormPageToken({ state }: { state: FormPageState }) {
  return state.csrf ? <input type="hidden" name={FORM_CSRF_FIELD} value={state.csrf} /> : null
}
