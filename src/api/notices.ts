import { showToast } from '../ui/toast'

// The one wording of what happened to a user's action, shown as a toast. Only the API layer calls these: the
// HTTP client (refusals, an ended session), the write helpers of src/api and of each feature's `*-api.ts`, the
// session guard. Screens never toast (the import-edges check, scripts/import-edges/rules.ts): they call a write helper, and
// a refusal they can show beside the fields stays in the form.

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "Club saved." online; "Saved on this device — …" when the outbox keeps the write until it can be sent. */
export function noticeSaved(what: string, pending = false) {
  if (pending) showToast(`Saved on this device — the ${what} will sync when the connection is back.`, 'info')
  else showToast(`${capital(what)} saved.`, 'success')
}

export function noticeDeleted(what: string, pending = false) {
  if (pending)
    showToast(`Deleted on this device — the ${what} will be removed when the connection is back.`, 'info')
  else showToast(`${capital(what)} deleted.`, 'success')
}

/** The server (or the outbox) refused the action; its message says why. Shown once, by the layer that saw it. */
export function noticeRefused(message: string) {
  showToast(message, 'error')
}

/** Something the user should know that is neither a success nor a failure. */
export function noticeInfo(message: string) {
  showToast(message, 'info')
}

export function noticeDone(message: string) {
  showToast(message, 'success')
}
