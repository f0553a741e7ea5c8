import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { readCacheUser } from './read-cache/read-cache'

// Unsaved work kept on the device as it is typed (a game sheet between two saves), so a tap elsewhere, a
// reload or a flat battery loses nothing: the screen offers it back on return, with "Discard draft". Per user,
// in their own IndexedDB database like the outbox; a draft is not a write — nothing is sent until the person
// saves — and it goes when they save or discard it.

export interface Draft<T> {
  value: T
  savedAt: number
}

const stores = new Map<string, UseStore>()
function storeOf(): UseStore | undefined {
  const uid = readCacheUser()
  if (!uid) return undefined
  let store = stores.get(uid)
  if (!store) {
    store = createStore(`scoutline-drafts-${uid}`, 'drafts')
    stores.set(uid, store)
  }
  return store
}

export async function keepDraft<T>(key: string, value: T): Promise<void> {
  const store = storeOf()
  if (store) await set(key, { value, savedAt: Date.now() } satisfies Draft<T>, store).catch(() => undefined)
}

export async function draftOf<T>(key: string): Promise<Draft<T> | undefined> {
  const store = storeOf()
  return store ? get<Draft<T>>(key, store).catch(() => undefined) : undefined
}

export async function discardDraft(key: string): Promise<void> {
  const store = storeOf()
  if (store) await del(key, store).catch(() => undefined)
}
