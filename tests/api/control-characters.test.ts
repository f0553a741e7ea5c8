import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentKinds } from '../../src/api/contract/schemas/site-content'
import { multipart } from '../fixtures/uploads/multipart'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A NUL (or any other control character) or a lone surrogate in any text — a JSON field, a nested field, a query,
// a key, the admin content routes' JSON and form fields — is a 400 naming the field, never a 500
// (docs/security.md, "Control characters"); tabs and line breaks go through.

let t: TestApp
let scout: TestClient
let admin: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  admin = await t.loginAs('admin')
})
afterAll(() => t.close())

describe('control characters', () => {
  it.each([
    [
      'a JSON body field',
      { method: 'PUT', url: '/api/scout/profile', payload: { name: 'Sam\u0000Scout' } },
      'name',
    ],
    [
      'a nested field',
      { method: 'POST', url: '/api/scout/filter', payload: { positions: ['ST\u0007'] } },
      'positions.0',
    ],
    ['a search query', { method: 'GET', url: '/api/scout/search?q=mb%00appe' }, 'q'],
    ['a list query', { method: 'GET', url: '/api/scout/player?q=%1B%5B31m' }, 'q'],
    ['a key', { method: 'PUT', url: '/api/scout/profile', payload: { 'na\u0000me': 'x' } }, 'na\u0000me'],
  ] as const)('in %s answers 400 naming the field', async (_, request, path) => {
    const res = await scout.inject(request as never)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues[0]).toEqual({
      path,
      message: expect.stringMatching(
        /^Remove the invisible control character \(U\+00(00|07|1B)\) from this text$/,
      ),
    })
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('lets tabs and line breaks through (a note is written in lines)', async () => {
    const res = await scout.inject({
      method: 'POST',
      url: '/api/scout/notes',
      payload: { text: 'Quick feet.\n\tStrong in the air.\r\nWatch again.' },
    })
    expect(res.statusCode, res.body).toBe(201)
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
