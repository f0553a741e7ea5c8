import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// API answers are Cache-Control: no-store, so a browser keeps no copy of a signed-in answer; a route that chooses
// its own caching (the public site's reads) keeps it (docs/security.md).

let t: TestApp
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

describe('caching of API answers', () => {
  it('marks API answers no-store, and leaves routes that choose their own caching alone', async () => {
    expect((await community.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store')
    expect((await community.inject({ url: '/api/community/profile' })).headers['cache-control']).toBe(
      'no-store',
    )
    expect((await community.inject({ url: '/api/public/home' })).headers['cache-control']).toBe(
      'public, no-cache',
    )
  })
})
