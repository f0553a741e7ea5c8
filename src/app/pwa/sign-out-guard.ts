import type { Role } from '../../api/contract/roles'
import { stopOutbox, unsyncedCount } from '../../api/outbox-runtime'
import { sizeWords } from '../../api/read-cache/cache-rules'
import { forgetReadCache, savedSets } from '../../api/read-cache/read-cache'
import { askToConfirm } from '../../ui/confirm'

// Signing out with something on the device says first what happens to it, in an in-app dialog:
// - offline copies (a scout's saved shortlist) are REMOVED — another user of this device must never read them;
// - writes still waiting stay in this user's own IndexedDB outbox and replay at their next sign-in.

export async function confirmSignOut(role: Role, userUid: string | undefined): Promise<boolean> {
  if (role === 'admin' || !userUid) return true
  const [count, sets] = await Promise.all([unsyncedCount(userUid), savedSets()])
  const copies = [...sets.values()]
    .filter((s) => s.copies > 0)
    .map((s) => `${s.label ?? 'records saved for offline use'} (${sizeWords(s.bytes)})`)
  if (count === 0 && copies.length === 0) return true
  const parts = [
    copies.length ? `Signing out removes from this device: ${copies.join(', ')}.` : '',
    count
      ? `${count === 1 ? '1 change has' : `${count} changes have`} not reached the server yet: they stay on this device, only for you, and are sent the next time you sign in here.`
      : '',
  ]
  return askToConfirm({
    title: count ? 'Sign out with changes waiting?' : 'Sign out and remove the offline copy?',
    message: parts.filter(Boolean).join(' '),
    confirmLabel: 'Sign out',
  })
}

/** Replay stops once the user has left (the queue itself stays); their offline copies are deleted. */
export async function afterSignOut(role: Role, userUid: string | undefined): Promise<void> {
  if (role === 'admin') return
  stopOutbox()
  if (userUid) await forgetReadCache(userUid)
}
