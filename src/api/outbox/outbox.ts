import { createStore, del, promisifyRequest, set, type UseStore, values } from 'idb-keyval'
import { uuidv4, uuidv7 } from 'uuidv7'
import { recordUidOf, toOutboxBody } from './body'
import type { OutboxWrite, WriteRequest } from './types'

// The IndexedDB outbox (docs/architecture.md#6-offline-design): community writes that could not reach the server wait
// here, per user, until the sync machine (src/api/outbox/sync.machine.ts) replays them. IndexedDB survives reloads,
// closed tabs and browser restarts; each user gets their OWN database, so another user on the same tablet never lists,
// counts or replays them (the userUid filter below is a second fence, not the first).

export interface Outbox {
  readonly userUid: string
  /** Creates a waiting write from a screen's request and stores it. */
  enqueue(request: WriteRequest): Promise<OutboxWrite>
  /** Stores a write built earlier (sendOrQueue builds it before trying the network, to keep its key). */
  add(write: OutboxWrite): Promise<void>
  /** This user's writes in replay order (oldest first). */
  list(): Promise<OutboxWrite[]>
  get(id: string): Promise<OutboxWrite | undefined>
  /** Changes a write if it still exists (a write discarded meanwhile is never brought back). */
  update(
    id: string,
    patch: Partial<Omit<OutboxWrite, 'id' | 'userUid'>>,
    options?: ChangeOptions,
  ): Promise<OutboxWrite | undefined>
  /** Deletes a write: delivered, or discarded by the user. */
  remove(id: string, options?: ChangeOptions): Promise<void>
  /** Called after every change made through any Outbox of this user in this page. */
  subscribe(listener: () => void): () => void
}

export interface ChangeOptions {
  /** false for the sync machine's own bookkeeping: it already knows, and must not re-read the queue. */
  notify?: boolean
}

export interface OutboxOptions {
  /** Database name prefix; tests use it to keep runs apart. */
  prefix?: string
}

/** A new record's id, made on the device so later offline writes can point at it before it syncs. */
export const newRecordUid = (): string => uuidv7()

/** A write with a fresh id and idempotency key, not stored yet. */
export function createWrite(userUid: string, request: WriteRequest): OutboxWrite {
  const body = toOutboxBody(request.body)
  return {
    id: uuidv7(),
    idempotencyKey: uuidv4(),
    userUid,
    createdAt: new Date().toISOString(),
    method: request.method,
    url: request.url,
    body,
    baseVersion: request.baseVersion,
    recordUid: recordUidOf(request, body),
    ...(request.label ? { label: request.label } : {}),
    status: 'waiting',
    attempts: 0,
  }
}

const listeners = new Map<string, Set<() => void>>()
const stores = new Map<string, UseStore>()
const channels = new Map<string, BroadcastChannel>()

/**
 * Other tabs of the same user share the queue (one IndexedDB database): a change made here is announced to them,
 * so every tab's sync indicator counts the same writes and every tab's sync machine sees new work.
 */
function channelFor(name: string, notify: () => void): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  let channel = channels.get(name)
  if (!channel) {
    channel = new BroadcastChannel(name)
    // In Node (tests) an open channel must not keep the process alive.
    ;(channel as unknown as { unref?: () => void }).unref?.()
    channel.onmessage = notify
    channels.set(name, channel)
  }
  return channel
}

export const outboxDatabaseName = (userUid: string, prefix = 'scouting-outbox') => `${prefix}:${userUid}`

export function openOutbox(userUid: string, options: OutboxOptions = {}): Outbox {
  if (!userUid) throw new Error('The outbox belongs to a signed-in user')
  const name = outboxDatabaseName(userUid, options.prefix)
  // One connection per database and page: idb-keyval opens lazily and keeps it.
  let store = stores.get(name)
  if (!store) {
    store = createStore(name, 'writes')
    stores.set(name, store)
  }
  const customStore = store
  const subscribers = listeners.get(name) ?? new Set()
  listeners.set(name, subscribers)
  const notifyHere = () => {
    for (const listener of [...subscribers]) listener()
  }
  const channel = channelFor(name, notifyHere)
  const changed = () => {
    notifyHere()
    channel?.postMessage('changed')
  }
  const mine = (w: OutboxWrite | undefined) => (w && w.userUid === userUid ? w : undefined)

  const outbox: Outbox = {
    userUid,
    async enqueue(request) {
      const write = createWrite(userUid, request)
      await outbox.add(write)
      return write
    },
    async add(write) {
      if (write.userUid !== userUid) throw new Error('A write can only be queued for its own user')
      await set(write.id, write, customStore)
      changed()
    },
    async list() {
      const all = await values<OutboxWrite>(customStore)
      return all.filter((w) => w.userUid === userUid).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    },
    async get(id) {
      return mine(await customStore('readonly', (s) => promisifyRequest<OutboxWrite | undefined>(s.get(id))))
    },
    async update(id, patch, options) {
      const next = await customStore('readwrite', async (s) => {
        const old = mine(await promisifyRequest<OutboxWrite | undefined>(s.get(id)))
        if (!old) return undefined
        const updated: OutboxWrite = { ...old, ...patch, id: old.id, userUid: old.userUid }
        s.put(updated, id)
        await promisifyRequest(s.transaction)
        return updated
      })
      if (next && options?.notify !== false) changed()
      return next
    },
    async remove(id, options) {
      await del(id, customStore)
      if (options?.notify !== false) changed()
    },
    subscribe(listener) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  }
  return outbox
}
