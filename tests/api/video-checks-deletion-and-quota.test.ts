import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart } from '../fixtures/uploads/multipart'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Videos are checked and can be deleted (docs/security.md, uploads). A member deletes their own video (the file,
// the row and its moments); each member stores at most their quota; a video's container is checked beyond its
// magic bytes (a renamed, truncated or hollow file is refused with the reason).

let t: TestApp
let member: TestClient
let other: TestClient

beforeAll(async () => {
  // A 1 MB quota, so the test fills it with small files.
  t = await buildTestApp({ VIDEO_QUOTA_MB: '1' })
  member = await t.loginAs('community')
  other = await t.loginAs('community')
})
afterAll(() => t.close())

const upload = async (client: TestClient, data: Buffer, filename = 'clip.mp4', type = 'video/mp4') =>
  client.inject({
    method: 'POST',
    url: '/api/community/video',
    ...(await multipart({}, { field: 'video', data, filename, type })),
  })

describe('video containers', () => {
  it.each([
    ['cut off inside a box', tinyMp4(4000).subarray(0, 3000), /cut off before the end/],
    [
      'without a movie header',
      Buffer.concat([tinyMp4(10).subarray(0, 24), tinyMp4(500).subarray(24 + 116)]),
      /no movie header/,
    ],
    [
      'of random bytes after a valid start',
      Buffer.concat([tinyMp4(0).subarray(0, 24), Buffer.alloc(3000, 0xff)]),
      /box|cut off/,
    ],
    [
      'a WebM header without its Segment',
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77, ...Buffer.alloc(64, 1)]),
      /EBML|Segment|webm/,
    ],
  ])('refuses an MP4/WebM %s with 415 and the reason', async (_, data, reason) => {
    const res = await upload(member, data, 'x.mp4')
    expect(res.statusCode, res.body).toBe(415)
    expect(res.json().message).toMatch(/^This video cannot be used: /)
    expect(res.json().message).toMatch(reason)
  })

  it('accepts a well-formed MP4', async () => {
    expect((await upload(member, tinyMp4(2000))).statusCode).toBe(201)
  })
})

describe('deleting a video', () => {
  it('deletes the uploader’s own video with its moments and its file; another member may not', async () => {
    const video = (await upload(member, tinyMp4(3000))).json().data
    const player = await factories(member).player({ name: 'Moment Maker' })
    await member.inject({
      method: 'POST',
      url: `/api/community/video_event/${player.uid}`,
      payload: { video_id: video.uid, name: 'Header', time: 12 },
    })
    expect((await member.inject({ url: video.url })).statusCode).toBe(200)

    const refused = await other.inject({ method: 'DELETE', url: `/api/community/video/${video.uid}` })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Only the member who uploaded a video can delete it')

    const deleted = await member.inject({ method: 'DELETE', url: `/api/community/video/${video.uid}` })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().data).toMatchObject({ deleted: true, moments_deleted: 1 })
    expect((await member.inject({ url: `/api/community/video_event/${player.uid}` })).json().data).toEqual([])
    await expect.poll(async () => (await member.inject({ url: video.url })).statusCode).toBe(404)
    expect(
      (await member.inject({ method: 'DELETE', url: `/api/community/video/${video.uid}` })).statusCode,
    ).toBe(404)
  })
})

describe('the video quota', () => {
  it('refuses what does not fit (413 with the numbers), and takes it again once a video is deleted', async () => {
    const filler = await t.loginAs('community')
    const first = await upload(filler, tinyMp4(600_000))
    expect(first.statusCode, first.body).toBe(201)
    const second = await upload(filler, tinyMp4(600_000))
    expect(second.statusCode).toBe(413)
    expect(second.json().message).toMatch(
      /^Your videos take 1 MB of your 1 MB: this one \(1 MB\) does not fit/,
    )
    const usage = (await filler.inject({ url: '/api/community/video_usage' })).json().data
    expect(usage).toEqual({ used_bytes: tinyMp4(600_000).length, quota_bytes: 1024 * 1024 })
    // Someone else's quota is their own.
    expect((await upload(other, tinyMp4(600_000))).statusCode).toBe(201)
    await filler.inject({ method: 'DELETE', url: `/api/community/video/${first.json().data.uid}` })
    expect((await upload(filler, tinyMp4(600_000))).statusCode).toBe(201)
  })
})
