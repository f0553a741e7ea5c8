import { toApiError } from '../request-rules'
import type { CachedEntry } from './cache-rules'
import { forgetCopy, forgetReadCache, keepCopy, readCacheUser, readCopy } from './read-cache'

// Reading through the user's offline copies: the network first (fresh data whenever there is a signal), the
// copy on this device when the server cannot be reached — or has not answered within 3 s (the request goes on
// and refreshes the copy for next time). A 401 for this user deletes their copies, a 404 or 410 the copy of that
// read. A screen asks
// `savedAtOf(data)` whether what it shows came from the device, to say so with its age.

const fromDevice = new WeakMap<object, number>()

export const savedAtOf = (data: unknown): number | undefined =>
  data && typeof data === 'object' ? fromDevice.get(data) : undefined

/** For an answer put together on the device (a list made of saved records): from the device, this old. */
export const markFromDevice = <T extends object>(data: T, savedAt: number): T => {
  fromDevice.set(data, savedAt)
  return data
}

/**
 * `keepIn` names the offline set to save a fresh answer into (the shortlist's prefetch); without it a fresh
 * answer only refreshes a copy that already exists, so reading a player once does not fill the device.
 * `keepNewIn` is the soft form for what a member opens on a game day (a game, its squads): a copy is started
 * in that set when there is none, one kept by "Take offline" stays in its own set, and a slow signal still
 * shows the copy.
 */
export async function readThrough<T>(
  key: string,
  load: () => Promise<T>,
  keepIn?: string,
  { keepNewIn }: { keepNewIn?: string } = {},
): Promise<T> {
  const existing = await readCopy<T>(key)
  const fresh = load().then(async (data) => {
    const set = keepIn ?? existing?.set ?? keepNewIn
    if (set) await keepCopy(key, set, data).catch(() => undefined)
    return data
  })
  // A stadium's "lie-fi": a signal that answers nothing for seconds. With a copy on the device, the copy shows
  // after SLOW_SIGNAL_MS (said with its age) while the request goes on and refreshes the copy when it lands.
  const slow = existing && !keepIn ? slowSignal(existing) : undefined
  // Once the copy was shown, a late failure of the request has nobody to tell.
  fresh.catch(() => undefined)
  try {
    return await (slow ? Promise.race([fresh, slow.copy]) : fresh)
  } catch (error) {
    const failure = toApiError(error)
    const uid = readCacheUser()
    if (failure.status === 401 && uid) await forgetReadCache(uid)
    // Gone for this user (deleted, erased, a minor whose consent was withdrawn): its copy must not show offline.
    if (failure.status === 404 || failure.status === 410) await forgetCopy(key)
    if (failure.status !== undefined || failure.aborted) throw error
    const copy = existing ?? (await readCopy<T>(key))
    if (!copy) throw error
    return fromTheDevice(copy)
  } finally {
    slow?.cancel()
  }
}

/** How long a request may stay unanswered before a saved copy is shown instead. */
export const SLOW_SIGNAL_MS = 3_000

function slowSignal<T>(copy: CachedEntry<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const shown = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fromTheDevice(copy)), SLOW_SIGNAL_MS)
  })
  return { copy: shown, cancel: () => clearTimeout(timer) }
}

/** The answer and its `data` (what a screen usually keeps) both say they came from the device. */
function fromTheDevice<T>(copy: CachedEntry<T>): T {
  for (const part of [copy.data, (copy.data as { data?: unknown } | null)?.data])
    if (part && typeof part === 'object') fromDevice.set(part, copy.savedAt)
  return copy.data
}

/** A picture kept as bytes (the service worker caches no per-user answer): an object URL while offline. */
export async function keepPicture(url: string, set: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) return
  const blob = await response.blob()
  await keepCopy(`picture:${url}`, set, blob, blob.size)
}

export async function pictureCopy(url: string): Promise<string | undefined> {
  const copy = await readCopy<Blob>(`picture:${url}`)
  return copy ? URL.createObjectURL(copy.data) : undefined
}
