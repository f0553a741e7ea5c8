import { useEffect, useState } from 'react'
import { username as usernameSchema } from '../../api/contract/auth'
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
  const [check, setCheck] = useState<UsernameCheck>({ state: 'idle' })

  useEffect(() => {
    if (value.trim() === '') {
      setCheck({ state: 'idle' })
      return
    }
    const shape = usernameSchema.safeParse(value)
    if (!shape.success) {
      setCheck({
        state: 'unavailable',
        message: shape.error.issues[0]?.message ?? 'This username cannot be used',
      })
      return
    }
    setCheck({ state: 'checking' })
    const abort = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const answer = await checkUsername(shape.data, abort.signal)
        setCheck(
          answer.available
            ? { state: 'available', message: answer.message ?? `“${answer.username}” is available` }
            : { state: 'unavailable', message: answer.message ?? `“${answer.username}” is already taken` },
        )
      } catch {
        // Rate limited or offline: the server decides at registration anyway.
        if (!abort.signal.aborted) setCheck({ state: 'unknown' })
      }
    }, delay)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [value, delay])

  return check
}
