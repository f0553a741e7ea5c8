// The rules of the per-user read cache (src/api/read-cache/read-cache.ts), pure so they are tested alone:
// whose store a copy lives in, how old a copy may be, which copies go first when space runs out, and how a
// copy's age is said to the person reading it.

export interface CachedEntry<T = unknown> {
  /** The API path the copy answers ("/api/scout/profile/…"). */
  key: string
  /** The offline set the copy belongs to ("shortlist"): a set is saved, shown and dropped together. */
  set: string
  data: T
  /** When the server gave it (ms since the epoch). */
  savedAt: number
  /** Its size as stored (JSON length, or a picture's bytes). */
  bytes: number
}

/** One IndexedDB database per user: another user of the device cannot even open it, and sign-out deletes it. */
export const cacheDatabaseName = (userUid: string) => `scoutline-reads-${userUid}`

/** A copy older than this is not shown (a month: a scouting trip, not a season). */
export const MAX_AGE_MS = 30 * 24 * 60 * 60_000

export const isUsable = (entry: Pick<CachedEntry, 'savedAt'>, now: number, maxAgeMs = MAX_AGE_MS) =>
  now - entry.savedAt <= maxAgeMs

/**
 * The copies to drop to get under `budgetBytes`, oldest first: a copy refreshed today outlives one from last
 * week. Only read copies are ever dropped — the outbox (the person's own unsent work) lives elsewhere.
 */
export function evictionOrder<T extends Pick<CachedEntry, 'key' | 'savedAt' | 'bytes'>>(
  entries: T[],
  budgetBytes: number,
): T[] {
  let total = entries.reduce((sum, e) => sum + e.bytes, 0)
  const dropped: T[] = []
  for (const entry of [...entries].sort((a, b) => a.savedAt - b.savedAt || a.key.localeCompare(b.key))) {
    if (total <= budgetBytes) break
    dropped.push(entry)
    total -= entry.bytes
  }
  return dropped
}

/** "just now", "5 min ago", "2 h ago", "3 days ago". */
export function ageWords(savedAt: number, now: number): string {
  const minutes = Math.floor((now - savedAt) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.floor(hours / 24)
  return days === 1 ? '1 day ago' : `${days} days ago`
}

/**
 * When a copy was saved, as a clock says it: "at 14:02" today, "yesterday at 18:30", "on 12 Nov at 09:15" —
 * a member at a ground compares it with the kick-off, not with "2 h ago".
 */
export function savedWhenWords(savedAt: number, now: number, locale?: string): string {
  const saved = new Date(savedAt)
  const time = saved.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const days = Math.round((dayOf(new Date(now)) - dayOf(saved)) / 86_400_000)
  if (days <= 0) return `at ${time}`
  if (days === 1) return `yesterday at ${time}`
  return `on ${saved.toLocaleDateString(locale, { day: 'numeric', month: 'short' })} at ${time}`
}

/** "2.4 MB", "180 KB". */
export const sizeWords = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
