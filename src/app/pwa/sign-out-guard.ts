import type { Role } from '../../api/contract/auth'
import { stopOutbox, unsyncedCount } from '../../api/outbox/runtime'
import { askToConfirm } from '../../ui/confirm'

// Signing out of the community area with writes still on the device: warn first. The writes are never deleted
// here — they stay in this member's own IndexedDB outbox and replay at their next sign-in; nobody else sees them.

export async function confirmSignOut(role: Role, userUid: string | undefined): Promise<boolean> {
  if (role !== 'community' || !userUid) return true
  const count = await unsyncedCount(userUid)
  if (count === 0) return true
  const changes = count === 1 ? '1 change has' : `${count} changes have`
  return askToConfirm({
    title: 'Sign out with changes waiting?',
    message: `${changes} not reached the server yet. They stay on this device, only for you, and are sent the next time you sign in here.`,
    confirmLabel: 'Sign out',
  })
}

/** Stops replaying once the member has left (the queue itself stays). */
export function afterSignOut(role: Role): void {
  if (role === 'community') stopOutbox()
}
