import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggable } from '../../server/plugins/errors'
import { contentKinds } from '../../src/api/contract/site-content'
import { multipart } from '../fixtures/uploads/multipart'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// Issue 34, what an outside probe answered 500 to: deep JSON, the admin content routes' fields, malformed
// multipart, a note's uid that is taken, and a multi-line value in a failed query's log line.

let t: TestApp
let admin: TestClient
let scout: TestClient
let otherScout: TestClient
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  otherScout = await t.loginAs('scout')
  community = await t.loginAs('community')
})
afterAll(() => t.close())

const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`

describe('deep JSON', () => {
  it.each([65, 2_500, 100_000])('%i levels deep: 400 in words before anything reads it', async (depth) => {
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/notes',
      payload: `{"text":${nested(depth)}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toMatch(/more than 64 levels deep/)
  })

  it('64 levels deep is read, and the contract answers', async () => {
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/notes',
      payload: `{"text":${nested(63)}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toBe('text: the note is text')
  })
})

/** Every content write that takes fields: each list kind's create and each single page's write. */
const firstField = { agent: 'name', about_member: 'name', testimonial: 'author', faq: 'question' } as Record<
  string,
  string
>
const writes = contentKinds.map((k) => {
  const method = k.kind === 'landing' ? 'PUT' : 'POST'
  const url = `/api/admin/${k.path}`
  return { ...k, label: `${method} ${url}`, method, url, field: firstField[k.kind] ?? 'title' }
})

/** Every kind's required fields, valid (a kind strips the ones it does not have). */
const valid = { name: 'N', author: 'A', quote: 'Q', question: 'Q', answer: 'A', title: 'T' }

describe('admin content fields', () => {
  it.each(writes)('$label: a NUL, a lone surrogate or an object in a field is a 400 naming it', async (w) => {
    for (const [value, says] of [
      ['Scout\u0000ing', /control character \(U\+0000\)/],
      ['Goal \ud83d', /broken character/],
      [{}, /is text/],
    ] as const) {
      const payload = { ...valid, [w.field]: value }
      const res = await admin.inject({ method: w.method as 'POST', url: w.url, payload })
      expect(res.statusCode, `${JSON.stringify(value)} ${res.body}`).toBe(400)
      // An advertisement is its picture: without one it says so before reading its fields' types.
      if (typeof value !== 'string' && w.pictureRequired) continue
      expect(res.json().message).toMatch(says)
      expect(res.json().issues[0].path).toBe(w.field)
    }
  })

  it('a NUL in a multipart field is a 400 naming it', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/media/faq',
      ...(await multipart({ question: 'Why\u0000?', answer: 'Because.' })),
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues[0].path).toBe('question')
  })
})

describe('malformed multipart', () => {
  const broken = [
    ['a body that never opens its boundary', 'no boundary here at all'],
    ['a part cut off mid-header', '--xyz\r\nContent-Disposition: form-da'],
    ['a part without a name', '--xyz\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xyz--\r\n'],
  ]
  const routes = [
    { client: () => admin, method: 'POST', url: '/api/admin/media/faq' },
    { client: () => admin, method: 'PUT', url: '/api/admin/news/01900000-0000-7000-8000-000000000001' },
    { client: () => community, method: 'POST', url: '/api/community/media/gallery' },
  ]
  it.each(routes)('$method $url answers 400 in words, never 500', async (route) => {
    for (const [what, body] of broken) {
      const res = await route.client().inject({
        method: route.method as 'POST',
        url: route.url,
        payload: body,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      })
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500)
      expect(res.json().message).toEqual(expect.any(String))
    }
  })
})

describe('POST /api/scout/notes with a uid that exists', () => {
  const uid = '01900000-0000-7000-8000-00000000abcd'
  const write = (client: TestClient, text: string) =>
    client.inject({ method: 'POST', url: '/api/scout/notes', payload: { uid, text } })

  it('the scout’s own replay without its key answers the note again; anything else with that uid is 409', async () => {
    const first = await write(scout, 'Quick feet.')
    expect(first.statusCode, first.body).toBe(201)
    const replay = await write(scout, 'Quick feet.')
    expect(replay.statusCode, replay.body).toBe(201)
    expect(replay.json().data).toEqual(first.json().data)

    const changed = await write(scout, 'Slow feet.')
    const another = await write(otherScout, 'Quick feet.')
    for (const res of [changed, another]) {
      expect(res.statusCode, res.body).toBe(409)
      // The same answer whether the uid is the scout's own or someone else's: it tells nothing of whose it is.
      expect(res.json()).toEqual(changed.json())
    }
    expect(changed.json().message).toMatch(/already/)
  })
})

describe('log redaction', () => {
  it('leaves out the whole of a multi-line bound parameter', async () => {
    const value = 'first line\nsecond line: guardian@private.example\nthird line 555-0100'
    const error = await t.db.execute(sql`select ${value}::int`).then(
      () => undefined,
      (e: unknown) => e,
    )
    const safe = JSON.stringify(loggable(error))
    for (const part of ['first line', 'guardian@private.example', '555-0100'])
      expect(safe).not.toContain(part)
    expect(safe).toContain('select $1::int')
  })
})
