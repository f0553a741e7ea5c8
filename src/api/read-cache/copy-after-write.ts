import type { OutboxWrite } from '../outbox/types'
import { GAME_DAY_SET } from './game-day-set'
import { keepCopy, readCopy } from './read-cache'

// The device's copy of a record follows the member's own writes as the server takes them (sent at once or
// replayed from the outbox): the server's answer replaces the copy. Otherwise a sheet saved — or replayed —
// and then reopened without a signal would show the copy from before the save with no waiting write on top,
// and the next edit, based on that old version, would overwrite the saved one. Only records the device keeps a
// copy of are refreshed, and games (the member's game day), so writing a record does not fill the device.

const GAMES = '/api/community/game/'

export async function copyAfterWrite(write: OutboxWrite, body: unknown): Promise<void> {
  if (write.method === 'DELETE') return
  const record = (body as { data?: unknown } | null | undefined)?.data as { uid?: unknown } | undefined
  if (!record || typeof record !== 'object' || typeof record.uid !== 'string') return
  // A create's answer is the record at its own address; an edit's address is the record's.
  const key = write.method === 'POST' ? `${write.url}/${record.uid}` : write.url
  if (!key.endsWith(record.uid)) return
  const existing = await readCopy(key)
  if (!existing && !key.startsWith(GAMES)) return
  await keepCopy(key, existing?.set ?? GAME_DAY_SET, { data: record })
}
