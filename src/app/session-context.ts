import { createContext, useContext } from 'react'
import type { Profile } from '../api/contract/schemas/auth'
import type { Role } from '../api/contract/terms/roles'

// What an area's screens know about the signed-in user; provided by the area's session guard.

export interface AreaSession {
  role: Role
  profile: Profile | null
  signedIn: (profile: Profile) => void
  signedOut: () => void
}

export const SessionContext = createContext<AreaSession | null>(null)

export function useAreaSession(): AreaSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useAreaSession must be used inside an AreaGuard')
  return session
}
