import type { Profile } from '../api/contract/schemas/auth'
import type { Role } from '../api/contract/terms/roles'

// The last profile the server confirmed for a role on this device, so the community and scout areas open
// offline (the session guard falls back to it only when the server cannot be reached at all). Cleared at
// sign-out and whenever the server denies the session. Admins use a normal browser: never remembered.

const key = (role: Role) => `scouting.profile.${role}`
const remembers = (role: Role) => role !== 'admin'

export function rememberProfile(role: Role, profile: Profile) {
  if (!remembers(role)) return
  try {
    localStorage.setItem(key(role), JSON.stringify(profile))
  } catch {
    // Storage full or disabled: the area simply will not open offline.
  }
}

export function recallProfile(role: Role): Profile | null {
  if (!remembers(role)) return null
  try {
    const stored = localStorage.getItem(key(role))
    return stored ? (JSON.parse(stored) as Profile) : null
  } catch {
    return null
  }
}

export function forgetProfile(role: Role) {
  try {
    localStorage.removeItem(key(role))
  } catch {
    // Nothing stored.
  }
}
