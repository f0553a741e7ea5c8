import { clear, createStore, del, entries, get, set as put, type UseStore } from 'idb-keyval'
import { type CachedEntry, cacheDatabaseName, evictionOrder, isUsable } from './cache-rules'

// The signed-in user's copies of what they read, for reading without a network (docs/architecture.md#6-offline-design):
// one IndexedDB database per user, never the service worker's shared caches. The area sets the user when the server
// confirms the session and clears it at sign-out, when the copies are deleted.

/** Copies beyond this are dropped oldest first (pictures make most of it; a shortlist of 100 is ~5 MB). */
const BUDGET_BYTES = 50 * 1024 * 1024

let user: { uid: string; store: UseStore } | null = null
const listeners = new Set<() => void>()
const tell = () => {
  for (const listener of [...listeners]) listener()
}
// Saving a competition writes ~1,500 copies in a minute's fraction: screens hear of it once per quarter second,
// and the budget is checked once the writing pauses (each check reads every copy).
let telling: ReturnType<typeof setTimeout> | undefined
const changed = () => {
  telling ??= setTimeout(() => {
    telling = undefined
    tell()
  }, 250)
}
let budgetCheck: ReturnType<typeof setTimeout> | undefined
const checkBudgetSoon = () => {
  clearTimeout(budgetCheck)
  budgetCheck = setTimeout(() => void keepWithinBudget(), 1_000)
}

export function setReadCacheUser(uid: string | null) {
  if (user?.uid === uid) return
  if (user) void closeStore(user.store)
  user = uid ? { uid, store: createStore(cacheDatabaseName(uid), 'reads') } : null
  changed()
}

/** A store's open connection, closed: a user's database can then be deleted without waiting on this page. */
const closeStore = (store: UseStore) =>
  store('readonly', (s) => s.transaction.db.close()).catch(() => undefined)

export const readCacheUser = () => user?.uid ?? null

/** Screens showing what is saved redraw when it changes. */
export function subscribeReadCache(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function readCopy<T>(key: string): Promise<CachedEntry<T> | undefined> {
  if (!user) return undefined
  const entry = await get<CachedEntry<T>>(key, user.store).catch(() => undefined)
  return entry && isUsable(entry, Date.now()) ? entry : undefined
}

/** Thrown when the browser's quota refuses a copy: reading online goes on, the screen says why nothing saved. */
export class OfflineSpaceFull extends Error {
  constructor() {
    super('This device has no room left for offline copies; reading online still works.')
    this.name = 'OfflineSpaceFull'
  }
}

export async function keepCopy<T>(key: string, set: string, data: T, bytes?: number): Promise<void> {
  if (!user) return
  const entry: CachedEntry<T> = {
    key,
    set,
    data,
    savedAt: Date.now(),
    bytes: bytes ?? JSON.stringify(data ?? null).length,
  }
  try {
    await put(key, entry, user.store)
  } catch (error) {
    if ((error as { name?: string }).name === 'QuotaExceededError') throw new OfflineSpaceFull()
    throw error
  }
  checkBudgetSoon()
  changed()
}

async function keepWithinBudget() {
  if (!user) return
  const all = (await entries<string, CachedEntry>(user.store)).map(([, e]) => e)
  for (const entry of evictionOrder(all, BUDGET_BYTES)) await del(entry.key, user.store)
}

export interface SavedSet {
  copies: number
  bytes: number
  oldest: number
  /** How the set is named to its user ("World Cup 2026 taken offline"). */
  label?: string
}

const LABEL = 'set-label:'

/** Names a set for the screens that list what is saved (the sign-out dialog, the storage lines). */
export async function nameSet(set: string, label: string): Promise<void> {
  if (user)
    await put(
      `${LABEL}${set}`,
      { key: `${LABEL}${set}`, set, data: label, savedAt: Date.now(), bytes: 0 },
      user.store,
    )
}

/** When a set was last named (the game-day copies are named at the end of each refresh), if it was. */
export async function setNamedAt(set: string): Promise<number | undefined> {
  if (!user) return undefined
  return (await get<CachedEntry>(`${LABEL}${set}`, user.store).catch(() => undefined))?.savedAt
}

/** What is saved, by set: how many copies, their bytes, the oldest copy's time and the set's name. */
export async function savedSets(): Promise<Map<string, SavedSet>> {
  const sets = new Map<string, SavedSet>()
  if (!user) return sets
  for (const [key, e] of await entries<string, CachedEntry>(user.store)) {
    const s = sets.get(e.set) ?? { copies: 0, bytes: 0, oldest: e.savedAt }
    if (key.startsWith(LABEL)) sets.set(e.set, { ...s, label: String(e.data) })
    else
      sets.set(e.set, {
        ...s,
        copies: s.copies + 1,
        bytes: s.bytes + e.bytes,
        oldest: Math.min(s.oldest, e.savedAt),
      })
  }
  return sets
}

/** One copy gone: the server answered that its record is not there (any more) for this user. */
export async function forgetCopy(key: string): Promise<void> {
  if (!user || (await readCopy(key)) === undefined) return
  await del(key, user.store)
  changed()
}

export async function dropSet(set: string): Promise<void> {
  if (!user) return
  for (const [key, e] of await entries<string, CachedEntry>(user.store))
    if (e.set === set) await del(key, user.store)
  changed()
}

/** Drops the copies of a set last saved before `before` (a set that follows the calendar). */
export async function dropStaleIn(set: string, before: number): Promise<void> {
  if (!user) return
  const store = user.store
  const stale = (await entries<string, CachedEntry>(store)).filter(
    ([key, e]) => e.set === set && e.savedAt < before && !key.startsWith(LABEL),
  )
  for (const [key] of stale) await del(key, store)
  if (stale.length) changed()
}

/**
 * At sign-out and when the server answers 401 for this user: every copy goes. The database is emptied, not
 * deleted: another tab of the same user may hold it open, and a deletion would wait for that tab (and every
 * later open of the database behind it); emptied, nothing of the user's is left to read.
 */
export async function forgetReadCache(uid: string): Promise<void> {
  const store = user?.uid === uid ? user.store : createStore(cacheDatabaseName(uid), 'reads')
  if (user?.uid === uid) user = null
  await clear(store).catch(() => undefined)
  await closeStore(store)
  changed()
}

const ONE_RECORD = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The records whose single-record copies live under `prefix` ("/api/community/team/"): what a list can show
 * offline (a competition taken offline saves each of its teams, players and games one by one).
 */
export async function recordCopiesUnder(
  prefix: string,
): Promise<{ record: Record<string, unknown>; savedAt: number }[]> {
  if (!user) return []
  const now = Date.now()
  return (await entries<string, CachedEntry<{ data?: Record<string, unknown> }>>(user.store)).flatMap(
    ([key, e]) =>
      key.startsWith(prefix) && ONE_RECORD.test(key) && e.data?.data && isUsable(e, now)
        ? [{ record: e.data.data, savedAt: e.savedAt }]
        : [],
  )
}
