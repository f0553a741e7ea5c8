import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/idempotency'
import { multipart, png } from '../fixtures/uploads/multipart'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A keyed upload receives its file BEFORE its idempotent transaction opens (docs/decisions/0002): a slow
// tablet at a stadium must not hold PGlite's single connection while it sends, a repeat keeps one file, a
// different file under the same key is refused, and a cut-off upload leaves neither a file nor a key.
// Over a real HTTP server, so the body really arrives slowly.

let t: TestApp
let client: TestClient & { account: { uid: string } }
let base: string
let player: string
beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  client = await t.loginAs('community')
  const created = await client.inject({
    method: 'POST',
    url: '/api/community/player',
    payload: { name: 'Stadium Upload' },
  })
  player = created.json().data.uid
})
afterAll(() => t.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const cookie = () => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
/** Stored files and leftover unfinished writes. */
const files = () => t.storedFiles()
const keyRow = (key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountUid, client.account.uid), eq(idempotencyKeys.key, key)))

async function galleryForm(name: string, picture: Buffer) {
  return multipart(
    { owner_id: player, name },
    { field: 'pic', data: picture, filename: `${name}.png`, type: 'image/png' },
  )
}

/** Sends a keyed gallery upload in `chunks` pieces `pauseMs` apart; `cutAfter` pieces ends it early. */
function slowUpload(
  form: { payload: Buffer; headers: Record<string, string> },
  key: string,
  opts: { chunks: number; pauseMs: number; cutAfter?: number },
) {
  return new Promise<{ status: number; body: string } | 'cut'>((resolve, reject) => {
    const req = http.request(`${base}/api/community/gallery_image`, {
      method: 'POST',
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        cookie: cookie(),
        'x-xsrf-token': client.xsrf!,
        'idempotency-key': key,
      },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('error', (err) => (opts.cutAfter === undefined ? reject(err) : resolve('cut')))
    void (async () => {
      const size = Math.ceil(form.payload.length / opts.chunks)
      for (let i = 0; i < opts.chunks; i++) {
        if (i === opts.cutAfter) {
          req.destroy()
          return resolve('cut')
        }
        req.write(form.payload.subarray(i * size, (i + 1) * size))
        await sleep(opts.pauseMs)
      }
      req.end()
    })()
  })
}

describe('a keyed upload over a slow connection', () => {
  it('does not hold the database while the file arrives', async () => {
    const form = await galleryForm('slow', await png(64, 48))
    const started = Date.now()
    const upload = slowUpload(form, 'slow-upload-1', { chunks: 8, pauseMs: 450 })
    await sleep(1000)
    const asked = Date.now()
    const countries = await fetch(`${base}/api/community/country`, { headers: { cookie: cookie() } })
    const answeredInMs = Date.now() - asked
    expect(countries.status).toBe(200)
    const done = await upload
    const uploadMs = Date.now() - started
    expect(done).toMatchObject({ status: 201 })
    expect(uploadMs).toBeGreaterThan(3000)
    expect(answeredInMs).toBeLessThan(1000)
  })

  it('replays a repeat with the first answer and keeps one stored file', async () => {
    const before = files()
    const form = await galleryForm('twice', await png(30, 30))
    const first = await slowUpload(form, 'twice-1', { chunks: 2, pauseMs: 50 })
    const again = await slowUpload(form, 'twice-1', { chunks: 2, pauseMs: 50 })
    expect(first).toMatchObject({ status: 201 })
    expect(again).toEqual(first)
    const added = files().filter((f) => !before.includes(f))
    // The picture and its thumbnail, once.
    expect(added).toHaveLength(2)
    const uid = JSON.parse((first as { body: string }).body).data.uid
    const gallery = (await client.inject({ url: `/api/community/gallery_image/${player}` })).json()
    expect(gallery.data.filter((g: { name: string }) => g.name === 'twice')).toHaveLength(1)
    expect(gallery.data.find((g: { name: string }) => g.name === 'twice').uid).toBe(uid)
  })

  it('refuses the same key with a different file (422) and keeps nothing of it', async () => {
    const first = await slowUpload(await galleryForm('same-key', await png(20, 20)), 'reuse-1', {
      chunks: 1,
      pauseMs: 0,
    })
    expect(first).toMatchObject({ status: 201 })
    const before = files()
    const other = await slowUpload(await galleryForm('same-key', await png(21, 20)), 'reuse-1', {
      chunks: 1,
      pauseMs: 0,
    })
    expect(other).toMatchObject({ status: 422 })
    expect(JSON.parse((other as { body: string }).body).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(files()).toEqual(before)
  })

  it('leaves neither a file nor a key when the upload is cut off', async () => {
    const before = files()
    const form = await galleryForm('cut', await png(40, 40))
    expect(await slowUpload(form, 'cut-1', { chunks: 6, pauseMs: 100, cutAfter: 3 })).toBe('cut')
    await sleep(500)
    expect(files()).toEqual(before)
    expect(await keyRow('cut-1')).toEqual([])
    // The key is still free: sending the whole upload again stores it (not a replay).
    const resent = await slowUpload(form, 'cut-1', { chunks: 1, pauseMs: 0 })
    expect(resent).toMatchObject({ status: 201 })
    expect(await keyRow('cut-1')).toHaveLength(1)
  })
})
