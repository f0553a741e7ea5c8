import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// JSON nested deeper than 64 levels is refused in words before anything reads it, at any depth; 64 levels are
// read and reach the contract (docs/security.md; speed: bench/deep-json.ts).

let t: TestApp
let scout: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
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
