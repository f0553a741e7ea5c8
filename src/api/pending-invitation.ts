// An invitation to a club's workspace, opened from its mail before its scout has signed in: the token waits on
// this device (not in the address, which the sign-in replaces) until "Your club" accepts it once he has.

const KEY = 'scoutline:club-invitation'

export function keepInvitation(token: string) {
  try {
    localStorage.setItem(KEY, token)
  } catch {}
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function forgetInvitation() {
  try {
    localStorage.removeItem(KEY)
  } catch {}
}
