import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { png } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'
import { faultyNetwork, openPage } from './idempotency-replay-harness'

// Uploads through the outbox: the picture is kept as a Blob in IndexedDB across a reload and replayed as
// multipart; answers lost after commit and duplicate deliveries still add it to the gallery once.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('an upload queued offline', () => {
  it('is added to the gallery once and served', async () => {
    const client = await t.loginAs('community')
    const player = (
      await client.inject({
        method: 'POST',
        url: '/api/community/player',
        payload: { name: 'Upload Player' },
      })
    ).json().data.uid as string
    const net = faultyNetwork(client)
    let page = await openPage(client.account.uid, `up-${player}`, net)
    net.online = false
    page.setOnline(false)
    const picture = await png(48, 32)
    const form = new FormData()
    form.append('owner_id', player)
    form.append('name', 'Warm-up')
    form.append('pic', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'warm-up.png')
    expect(
      await page.write({ method: 'POST', url: '/api/community/gallery_image', body: form }),
    ).toMatchObject({
      pending: true,
    })

    page.close()
    net.online = true
    net.faults = ['drop-after', 'duplicate', 'drop-after', 'late']
    page = await openPage(client.account.uid, `up-${player}`, net)
    expect((await page.settle()).context.writes).toEqual([])
    await net.drain()
    page.close()

    const gallery = (await client.inject({ url: `/api/community/gallery_image/${player}` })).json()
    expect(gallery.meta.total).toBe(1)
    expect(gallery.data[0]).toMatchObject({ name: 'Warm-up', owner_id: player })
    const stored = await client.inject({ url: gallery.data[0].pic })
    expect(stored.statusCode).toBe(200)
  })
})
