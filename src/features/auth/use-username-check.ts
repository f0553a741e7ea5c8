import { username as usernameSchema } from '../../api/contract/schemas/auth'
import { useList } from '../../api/use-read'
import { checkUsername } from './auth-api'

// Checks a scout username with validate_username while the user types: the shape is checked locally with
// the contract's schema, the server is asked only after a pause, and a newer keystroke cancels the older ask.

export type UsernameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; message: string }
  | { state: 'unavailable'; message: string }
  | { state: 'unknown' }

export const USERNAME_CHECK_DELAY_MS = 400

export function useUsernameCheck(value: string, delay = USERNAME_CHECK_DELAY_MS): UsernameCheck {
  const shape = usernameSchema.safeParse(value)
  const blank = value.trim() === ''
  const ask = useList((signal) => checkUsername(shape.data ?? '', signal), [shape.data], {
    debounceMs: delay,
    skip: blank || !shape.success,
  })
  if (blank) return { state: 'idle' }
  if (!shape.success)
    return { state: 'unavailable', message: shape.error.issues[0]?.message ?? 'This username cannot be used' }
  // Rate limited or offline: the server decides at registration anyway.
  if (ask.error) return { state: 'unknown' }
  const answer = ask.data
  if (ask.loading || !answer || answer.username !== shape.data) return { state: 'checking' }
  return answer.available
    ? { state: 'available', message: answer.message ?? `“${answer.username}” is available` }
    : { state: 'unavailable', message: answer.message ?? `“${answer.username}” is already taken` }
}
