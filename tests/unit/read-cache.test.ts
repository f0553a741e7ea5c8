import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { readThrough, SLOW_SIGNAL_MS, savedAtOf } from '../../src/api/read-cache/cached-read'
import {
  dropSet,
  forgetReadCache,
  readCopy,
  savedSets,
  setReadCacheUser,
} from '../../src/api/read-cache/read-cache'
import { ApiError } from '../../src/api/request-rules'

// The per-user read cache on IndexedDB (fake-indexeddb in Node: the real idb-keyval code): network first, the
// device's copy when the server cannot be reached, per user, dropped by set, deleted at sign-out and on 401.

const offline = () => Promise.reject(new ApiError('The network is unreachable', undefined))
const answer = (body: unknown) => () => Promise.resolve(body)

describe('reading through the offline copies', () => {
  it('keeps a copy when asked, and answers with it — marked with its age — when the network fails', async () => {
    setReadCacheUser('scout-a')
    const fresh = await readThrough('/api/scout/profile/p1', answer({ data: { name: 'Ada' } }), 'shortlist')
    expect(savedAtOf(fresh)).toBeUndefined()
    const copy = await readThrough<{ data: { name: string } }>('/api/scout/profile/p1', offline)
    expect(copy.data.name).toBe('Ada')
    expect(savedAtOf(copy)).toBeTypeOf('number')
    expect(savedAtOf(copy.data)).toBe(savedAtOf(copy))
  })

  it('refreshes an existing copy from a fresh answer, but does not save what was never asked for', async () => {
    setReadCacheUser('scout-b')
    await readThrough('/k1', answer({ v: 1 }), 'shortlist')
    await readThrough('/k1', answer({ v: 2 }))
    expect((await readCopy<{ v: number }>('/k1'))?.data.v).toBe(2)
    await readThrough('/k2', answer({ v: 1 }))
    expect(await readCopy('/k2')).toBeUndefined()
    await expect(readThrough('/k2', offline)).rejects.toThrow('unreachable')
  })

  it('shows the copy when the signal answers nothing for 3 s, and the late answer refreshes it', async () => {
    setReadCacheUser('scout-f')
    await readThrough('/slow', answer({ v: 1 }), 'shortlist')
    let arrive: (body: unknown) => void = () => {}
    const late = new Promise((resolve) => {
      arrive = resolve
    })
    const started = Date.now()
    const shown = await readThrough<{ v: number }>('/slow', () => late as Promise<{ v: number }>)
    expect(shown.v).toBe(1)
    expect(savedAtOf(shown)).toBeTypeOf('number')
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_SIGNAL_MS - 50)
    arrive({ v: 2 })
    await expect.poll(async () => (await readCopy<{ v: number }>('/slow'))?.data.v).toBe(2)
  })

  it('passes a server refusal through without answering from the device', async () => {
    setReadCacheUser('scout-c')
    await readThrough('/gone', answer({ v: 1 }), 'shortlist')
    await expect(readThrough('/gone', () => Promise.reject(new ApiError('Not found', 404)))).rejects.toThrow(
      'Not found',
    )
    // Gone for this user (a minor whose consent was withdrawn, an erased player): not shown offline after.
    await expect(readThrough('/gone', offline)).rejects.toThrow('unreachable')
  })

  it('keeps users apart, drops a set, and deletes everything of a user at sign-out and on 401', async () => {
    setReadCacheUser('scout-d')
    await readThrough('/mine', answer({ secret: 'd' }), 'shortlist')
    setReadCacheUser('scout-e')
    expect(await readCopy('/mine')).toBeUndefined()
    await readThrough('/theirs', answer({ x: 1 }), 'shortlist')
    expect((await savedSets()).get('shortlist')?.copies).toBe(1)
    await dropSet('shortlist')
    expect((await savedSets()).size).toBe(0)

    setReadCacheUser('scout-d')
    expect(await readCopy('/mine')).toBeDefined()
    await expect(
      readThrough('/mine', () => Promise.reject(new ApiError('Signed out', 401))),
    ).rejects.toThrow()
    setReadCacheUser('scout-d')
    expect(await readCopy('/mine')).toBeUndefined()

    await readThrough('/again', answer({ y: 1 }), 'shortlist')
    await forgetReadCache('scout-d')
    setReadCacheUser('scout-d')
    expect(await readCopy('/again')).toBeUndefined()
  })
})
