// The public pages whose form works without JavaScript (decision 0066): each page's address takes a POST of
// application/x-www-form-urlencoded fields, checked by the same contract as the JSON API's, and answers with the
// page again (the problem beside each field, what was typed kept) or with where to go next. Zod-free: the page
// components read it too.

export const formPages = {
  contact: '/contact',
  login: '/login',
  register: '/register',
} as const
export type FormPage = (typeof formPages)[keyof typeof formPages]

/** The hidden field a form page's POST carries its CSRF token in (the cookie's value, as the header does). */
export const FORM_CSRF_FIELD = '_csrf'

/**
 * What a form page was answered with, written into the page as a seed (under `formSeed(page)`) so the browser
 * hydrates the same form: the token, what was typed (never a password), the problems in words, and whether it
 * was done (the contact message sent; the address a registration link was sent to).
 */
export interface FormPageState {
  csrf?: string
  values?: Record<string, string>
  fieldErrors?: Record<string, string>
  message?: string
  done?: { sentTo?: string }
}

/** The seed key of a form page's state (beside the public reads' keys, which are /api addresses). */
export const formSeed = (page: FormPage) => `form:${page}`
