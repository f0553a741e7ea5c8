import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useMemo } from 'react'
import { useLocation } from 'wouter'
import type { Role } from '../api/contract/terms/roles'
import { noticeRefused } from '../api/notices'
import { forgetReadCache, setReadCacheUser } from '../api/read-cache/read-cache'
import { checkSession } from '../features/auth/auth-api'
import { createSessionGuardMachine, showsArea } from '../machines/session-guard.machine'
import { PageLoading } from './page-loading'
import { forgetProfile, recallProfile, rememberProfile } from './remembered-profile'
import { type AreaSession, SessionContext } from './session-context'

// Runs the area's session-guard machine on every navigation inside the area and turns what it emits into
// effects: an error toast and a redirect to the area's login.

export function AreaGuard({ area: role, children }: { area: Role; children: ReactNode }) {
  const machine = useMemo(() => createSessionGuardMachine(role, checkSession, recallProfile), [role])
  const [snapshot, send, guard] = useMachine(machine)
  // Inside the area's nested router, so this is the path relative to the area ("/login", "/profile" …).
  const [path, navigate] = useLocation()

  useEffect(() => {
    const subscriptions = [
      guard.on('toast', (event) => noticeRefused(event.message)),
      guard.on('redirect', (event) => navigate(`~${event.to}`, { replace: true })),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [guard, navigate])

  useEffect(() => {
    send({ type: 'CHECK', path })
  }, [path, send])

  // Keep the device's copy of the profile in step with what the server last said.
  const denied = snapshot.matches('denied') || snapshot.matches('failed')
  const confirmed = snapshot.matches('allowed') && !snapshot.context.offline ? snapshot.context.profile : null
  useEffect(() => {
    if (confirmed) rememberProfile(role, confirmed)
    else if (denied) {
      // The server said this device's user is not signed in (401): their offline copies go too.
      const gone = recallProfile(role)?.uid
      if (gone) void forgetReadCache(gone)
      forgetProfile(role)
    }
  }, [role, confirmed, denied])

  const profile = snapshot.context.profile
  // Offline copies are read and kept for the user the area shows (confirmed, or remembered while offline).
  useEffect(() => setReadCacheUser(profile?.uid ?? null), [profile?.uid])
  const session = useMemo<AreaSession>(
    () => ({
      role,
      profile,
      signedIn: (p) => {
        rememberProfile(role, p)
        send({ type: 'SIGNED_IN', profile: p })
      },
      signedOut: () => {
        forgetProfile(role)
        send({ type: 'SIGNED_OUT' })
      },
    }),
    [role, profile, send],
  )

  return (
    <SessionContext value={session}>
      {showsArea(snapshot) ? children : <PageLoading label="Checking your session" />}
    </SessionContext>
  )
}
