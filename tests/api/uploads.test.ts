import { Readable } from 'node:stream'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PART_BYTES } from '../../server/adapters/storage/s3-upload'
import { fakeExe, jpegWithExif, multipart, pdf, png, svg } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// Uploads follow docs/security.md's file table: type by magic bytes, size limits, re-encoding, random names,
// nothing left behind on failure, nosniff on the way out.

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
let playerId: string
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  const res = await c.inject({ method: 'POST', url: '/api/community/player', payload: { name: 'Pic Owner' } })
  playerId = res.json().data.uid
})
afterAll(() => t.close())

/** Every stored file and unfinished write (on disk or in a bucket): what a failed upload must not leave behind. */
const storedFiles = () => t.storedFiles()

async function uploadPic(data: Buffer | string, filename: string, type = 'image/jpeg') {
  const body = await multipart({}, { field: 'pic', data, filename, type })
  return c.inject({ method: 'POST', url: `/api/community/profile_pic/${playerId}`, ...body })
}

describe('POST /api/community/profile_pic/{id}', () => {
  it('accepts a JPEG, re-encodes it without its EXIF, makes a thumbnail and serves both with nosniff', async () => {
    const original = await jpegWithExif(64, 48)
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const res = await uploadPic(original, '../../etc/holiday.jpg')
    expect(res.statusCode, res.body).toBe(200)
    const player = res.json().data
    expect(player.pic).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg$/)
    expect(player.thumb).toMatch(/^\/api\/files\/[0-9a-f]{32}-thumb\.webp$/)
    expect(player.pic).not.toContain('holiday')

    const served = await t.anonymous().inject({ url: player.pic })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false)

    const thumb = await c.inject({ url: player.thumb })
    expect(thumb.headers['content-type']).toBe('image/webp')
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp')
  })

  it('accepts a PNG sent with a wrong Content-Type and replaces the previous picture', async () => {
    const before = await c.inject({ url: `/api/community/profile/${playerId}` })
    const oldPic = before.json().data.pic as string
    const res = await uploadPic(await png(), 'logo.gif', 'image/gif')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.pic).toMatch(/\.png$/)
    expect(res.json().data.version).toBe(before.json().data.version)
    expect((await c.inject({ url: oldPic })).statusCode).toBe(404)
    expect(storedFiles().filter((f) => !f.startsWith('.'))).toHaveLength(2)
  })

  it('accepts a WebP and keeps it a WebP', async () => {
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer()
    const res = await uploadPic(webp, 'w.webp', 'image/webp')
    expect(res.statusCode, res.body).toBe(200)
    const served = await c.inject({ url: res.json().data.pic })
    expect(served.headers['content-type']).toBe('image/webp')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 })
  })

  it.each([
    ['an SVG', svg, 'drawing.svg', 'image/svg+xml', /SVG/],
    ['an HTML page', '<!doctype html><script>alert(1)</script>', 'page.jpg', 'image/jpeg', /HTML/],
    ['a renamed executable', fakeExe, 'photo.jpg', 'image/jpeg', /Windows program/],
    ['a PDF', pdf, 'scan.png', 'image/png', /application\/pdf/],
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'anim.gif',
      'image/gif',
      /unknown type/,
    ],
  ])(
    'refuses %s with 415 and a clear message, leaving nothing behind',
    async (_what, data, name, type, says) => {
      const before = storedFiles()
      const res = await uploadPic(data, name, type)
      expect(res.statusCode).toBe(415)
      expect(res.json().message).toMatch(/Only JPEG, PNG or WebP pictures are accepted/)
      expect(res.json().message).toMatch(says)
      expect(storedFiles()).toEqual(before)
    },
  )

  it('refuses a damaged image that only starts like a JPEG with 415', async () => {
    const res = await uploadPic(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      'x.jpg',
    )
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toMatch(/could not be read/)
  })

  it('refuses a picture over 10 MB with 413, leaving nothing behind', async () => {
    const before = storedFiles()
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)])
    const res = await uploadPic(big, 'huge.jpg')
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/larger than 10 MB/)
    expect(storedFiles()).toEqual(before)
  })

  it('refuses a picture over 40 megapixels with 413', async () => {
    // 8000 × 6000 of one colour compresses to a small PNG, so only the pixel limit can catch it.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(huge.length).toBeLessThan(10 * 1024 * 1024)
    const res = await uploadPic(huge, 'wide.png', 'image/png')
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/40 megapixels/)
  })

  it('answers 400 naming the field when no file is attached, and 404 for an unknown player', async () => {
    const none = await c.inject({
      method: 'POST',
      url: `/api/community/profile_pic/${playerId}`,
      ...(await multipart({ note: 'no file' })),
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().issues[0].path).toBe('pic')
    const json = await c.inject({
      method: 'POST',
      url: `/api/community/profile_pic/${playerId}`,
      payload: {},
    })
    expect(json.statusCode).toBe(400)
    const unknown = await c.inject({
      method: 'POST',
      url: '/api/community/profile_pic/0190a0a0-0000-7000-8000-000000000000',
      ...(await multipart({}, { field: 'pic', data: await png(), filename: 'a.png' })),
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('DELETE profile_pic/{id} clears the picture and removes its files', async () => {
    const set = await uploadPic(await png(), 'a.png', 'image/png')
    const { pic, thumb } = set.json().data
    const res = await c.inject({ method: 'DELETE', url: `/api/community/profile_pic/${playerId}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ pic: null, thumb: null })
    expect((await c.inject({ url: pic })).statusCode).toBe(404)
    expect((await c.inject({ url: thumb })).statusCode).toBe(404)
    expect(storedFiles().filter((f) => !f.startsWith('.'))).toEqual([])
    // Safe to replay (an offline outbox may send it twice).
    expect(
      (await c.inject({ method: 'DELETE', url: `/api/community/profile_pic/${playerId}` })).statusCode,
    ).toBe(200)
  })

  it('stores a replayed upload once: the same Idempotency-Key answers the first response', async () => {
    const body = await multipart(
      {},
      { field: 'pic', data: await png(), filename: 'a.png', type: 'image/png' },
    )
    const send = () =>
      c.inject({
        method: 'POST',
        url: `/api/community/profile_pic/${playerId}`,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': `pic-${playerId}` },
      })
    const first = await send()
    expect(first.statusCode, first.body).toBe(200)
    const files = storedFiles()
    const second = await send()
    expect(second.json().data.pic).toBe(first.json().data.pic)
    expect(storedFiles()).toEqual(files)
  })

  it('answers 401 to another role', async () => {
    const scout = await t.loginAs('scout')
    const body = await multipart({}, { field: 'pic', data: await png(), filename: 'a.png' })
    const res = await scout.inject({ method: 'POST', url: `/api/community/profile_pic/${playerId}`, ...body })
    expect(res.statusCode).toBe(401)
  })
})

describe('an aborted upload', () => {
  it.each([
    ['picture', 'pic', `profile_pic`],
    ['report', 'report', `player_report`],
  ])('leaves no %s behind when the body stops half-way', async (_kind, field, path) => {
    const before = storedFiles()
    const data = field === 'pic' ? await png(400, 400) : Buffer.concat([pdf, Buffer.alloc(300_000, 0x20)])
    const body = await multipart({}, { field, data, filename: 'cut.bin' })
    // The connection drops: the closing boundary and half the file never arrive.
    const cut = body.payload.subarray(0, Math.floor(body.payload.length / 2))
    const res = await c.inject({
      method: 'POST',
      url: `/api/community/${path}/${playerId}`,
      payload: cut,
      headers: body.headers,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(storedFiles()).toEqual(before)
    const reports = await c.inject({ url: `/api/community/player_report/${playerId}` })
    expect(reports.json().data).toEqual([])
  })
})

describe('the upload sweep', () => {
  it('removes unfinished writes a crash left behind and files without a row, after the grace period only', async () => {
    const { storage } = t.app.uploads
    const stray = `${'b'.repeat(32)}.jpg`
    const strayWrite = storage.begin(stray)
    await strayWrite.write(Buffer.from('no row points here'))
    await strayWrite.commit()
    // A crash: a large write stops part-way (after its first part reached a bucket) and nothing aborts it.
    const crashed = storage.begin(`${'c'.repeat(32)}.mp4`)
    const cut = Readable.from(
      (async function* () {
        yield Buffer.alloc(PART_BYTES + 1024, 7)
        throw new Error('the process died')
      })(),
    )
    await expect(crashed.write(cut)).rejects.toThrow()
    const unfinished = () => storedFiles().filter((f) => f.startsWith('.incoming/'))
    // On the local disk the write stream may still be opening (creating) its file when the write rejects.
    await vi.waitFor(() => expect(unfinished()).toHaveLength(1))
    expect(await t.app.uploads.sweep()).toEqual({ files: 0, temp: 0 }) // still within the hour of grace
    // Later: a sweep whose grace ends a minute from now (not one of no grace, which could find a file's time
    // equal to "now" and keep it).
    const swept = await t.app.uploads.sweep(-60_000)
    expect(swept).toMatchObject({ files: 1, temp: 1 })
    expect(storedFiles()).not.toContain(stray)
    expect(unfinished()).toEqual([])
    // The player's current picture has its row: untouched.
    const pic = (await c.inject({ url: `/api/community/profile/${playerId}` })).json().data.pic
    expect((await c.inject({ url: pic })).statusCode).toBe(200)
  })
})

describe('GET /api/files/{name}', () => {
  it('refuses names the server never issues and unknown files', async () => {
    expect((await c.inject({ url: '/api/files/..%2F..%2Fpackage.json' })).statusCode).toBe(400)
    expect((await c.inject({ url: `/api/files/${'a'.repeat(32)}.jpg` })).statusCode).toBe(404)
  })
})
