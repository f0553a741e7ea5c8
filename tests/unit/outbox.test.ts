import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { editWrite, keepMine, retryWrite, takeTheirs } from '../../src/api/outbox/actions'
import type { OutboxWrite } from '../../src/api/outbox/types'

// The outbox on IndexedDB (fake-indexeddb in Node: the real idb-keyval code, a spec-following database).
// A "reload" re-imports the module, so nothing survives except what IndexedDB stored.

let run = 0
const prefix = () => `outbox-test-${++run}`

async function freshPage() {
  vi.resetModules()
  return import('../../src/api/outbox/outbox')
}

describe('the outbox', () => {
  it('keeps writes in the order they were made, across a reload', async () => {
    const p = prefix()
    const page1 = await freshPage()
    const outbox = page1.openOutbox('user-a', { prefix: p })
    const made: OutboxWrite[] = []
    for (let i = 0; i < 20; i++) {
      made.push(
        await outbox.enqueue({ method: 'POST', url: '/api/community/country', body: { name: `C${i}` } }),
      )
    }
    const page2 = await freshPage()
    const reopened = await page2.openOutbox('user-a', { prefix: p }).list()
    expect(reopened.map((w) => w.id)).toEqual(made.map((w) => w.id))
    expect(reopened.map((w) => (w.body?.kind === 'json' ? w.body.value : null))).toEqual(
      made.map((_, i) => ({ name: `C${i}` })),
    )
    expect(new Set(reopened.map((w) => w.idempotencyKey)).size).toBe(20)
    expect(reopened.every((w) => w.status === 'waiting' && w.userUid === 'user-a')).toBe(true)
  })

  it("never lists another user's writes", async () => {
    const p = prefix()
    const { openOutbox } = await freshPage()
    await openOutbox('user-a', { prefix: p }).enqueue({ method: 'DELETE', url: '/api/community/country/1' })
    expect(await openOutbox('user-b', { prefix: p }).list()).toEqual([])
    await expect(
      openOutbox('user-b', { prefix: p }).add({
        ...(await openOutbox('user-a', { prefix: p }).list())[0]!,
      }),
    ).rejects.toThrow(/own user/)
  })

  it('keeps uploaded files as Blobs, with their names, through a reload', async () => {
    const p = prefix()
    const page1 = await freshPage()
    const form = new FormData()
    form.append('caption', 'Goal celebration')
    form.append(
      'file',
      new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'goal.jpg', { type: 'image/jpeg' }),
    )
    await page1
      .openOutbox('user-a', { prefix: p })
      .enqueue({ method: 'POST', url: '/api/community/x', body: form })
    const page2 = await freshPage()
    const [write] = await page2.openOutbox('user-a', { prefix: p }).list()
    expect(write?.body?.kind).toBe('form')
    const fields = write?.body?.kind === 'form' ? write.body.fields : []
    expect(fields[0]).toEqual({ name: 'caption', value: 'Goal celebration' })
    expect(fields[1]?.filename).toBe('goal.jpg')
    const blob = fields[1]?.value as Blob
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/jpeg')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3])
  })

  it('gives offline-created records their own UUIDv7 uid and files writes under it', async () => {
    const { openOutbox, newRecordUid } = await freshPage()
    const uid = newRecordUid()
    expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const outbox = openOutbox('user-a', { prefix: prefix() })
    const create = await outbox.enqueue({
      method: 'POST',
      url: '/api/community/country',
      body: { uid, name: 'X' },
    })
    const edit = await outbox.enqueue({
      method: 'PUT',
      url: `/api/community/country/${uid}`,
      body: { name: 'Y' },
    })
    expect(create.recordUid).toBe(uid)
    expect(edit.recordUid).toBe(uid)
  })

  it('does not bring back a write that was removed while an update was on its way', async () => {
    const { openOutbox } = await freshPage()
    const outbox = openOutbox('user-a', { prefix: prefix() })
    const w = await outbox.enqueue({ method: 'DELETE', url: '/api/community/country/1' })
    await outbox.remove(w.id)
    expect(await outbox.update(w.id, { status: 'failed' })).toBeUndefined()
    expect(await outbox.list()).toEqual([])
  })

  it('tells subscribers about changes, except the sync machine’s quiet bookkeeping', async () => {
    const { openOutbox } = await freshPage()
    const p = prefix()
    const outbox = openOutbox('user-a', { prefix: p })
    const seen = vi.fn()
    openOutbox('user-a', { prefix: p }).subscribe(seen)
    const w = await outbox.enqueue({ method: 'DELETE', url: '/api/community/country/1' })
    await outbox.update(w.id, { attempts: 1 }, { notify: false })
    await outbox.remove(w.id)
    expect(seen).toHaveBeenCalledTimes(2)
  })
})

describe('resolving a refused write', () => {
  async function conflicted() {
    const { openOutbox } = await freshPage()
    const outbox = openOutbox('user-a', { prefix: prefix() })
    const uid = '0190a5b0-0000-7000-8000-000000000001'
    const w = await outbox.enqueue({
      method: 'PUT',
      url: `/api/community/country/${uid}`,
      body: { name: 'Mine', version: 1 },
      baseVersion: 1,
    })
    const current = { uid, name: 'Theirs', version: 4 }
    await outbox.update(w.id, { status: 'conflict', current, lastError: { status: 409, message: 'Changed' } })
    return { outbox, w, current }
  }

  it('"keep mine" re-sends my body on the server’s version, under a new key', async () => {
    const { outbox, w } = await conflicted()
    const kept = await keepMine(outbox, w.id)
    expect(kept).toMatchObject({
      status: 'waiting',
      baseVersion: 4,
      body: { kind: 'json', value: { name: 'Mine', version: 4 } },
    })
    expect(kept?.idempotencyKey).not.toBe(w.idempotencyKey)
    expect(kept?.lastError).toBeUndefined()
  })

  it('"take theirs" drops my write and hands back the server’s record', async () => {
    const { outbox, w, current } = await conflicted()
    expect(await takeTheirs(outbox, w.id)).toEqual(current)
    expect(await outbox.list()).toEqual([])
  })

  it('an edited write gets a new key; a plain retry keeps the old one', async () => {
    const { outbox, w } = await conflicted()
    const retried = await retryWrite(outbox, w.id)
    expect(retried).toMatchObject({ status: 'waiting', idempotencyKey: w.idempotencyKey })
    const edited = await editWrite(outbox, w.id, { name: 'Fixed', version: 1 })
    expect(edited?.idempotencyKey).not.toBe(w.idempotencyKey)
    expect(edited?.body).toEqual({ kind: 'json', value: { name: 'Fixed', version: 1 } })
  })
})
