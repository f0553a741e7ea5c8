import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A malformed multipart body on an upload route (no boundary, a part cut off, a part without a name) answers 400
// in words, never 500 (docs/security.md).

let t: TestApp
let admin: TestClient
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  community = await t.loginAs('community')
})
afterAll(() => t.close())

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
