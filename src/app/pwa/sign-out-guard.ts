import type { Role } from '../../api/contract/terms/roles'
import { stopOutbox, unsyncedCount } from '../../api/outbox/runtime'
import { sizeWords } from '../../api/read-cache/cache-rules'
import { GAME_DAY_SET } from '../../api/read-cache/game-day-set'
import { forgetReadCache, savedSets } from '../../api/read-cache/read-cache'
import { askToConfirm } from '../../ui/confirm'

// Signing out with something on the device says first what happens to it, in an in-app dialog:
// - offline copies (a scout's saved shortlist) are REMOVED — another user of this device must never read them
//   (the automatic game-day copies too, unasked: they are made again at the next sign-in);
// - writes still waiting stay in this user's own IndexedDB outbox and replay at their next sign-in.

export async function confirmSignOut(role: Role, userUid: string | undefined): Promise<boolean> {
  if (role === 'admin' || !userUid) return true
  const [count, sets] = await Promise.all([unsyncedCount(userUid), savedSets()])
  // The game-day copies are removed too, without asking: they were never asked for, and come back by
  // themselves at the next sign-in with a signal (decision 0045).
  const copies = [...sets.entries()]
    .filter(([set, s]) => s.copies > 0 && set !== GAME_DAY_SET)
    .map(([, s]) => s)
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
