import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A scout's note sent with a uid that exists: the scout's own replay answers the note again, anything else is 409
// and tells nothing of whose the uid is (docs/security.md).

let t: TestApp
let scout: TestClient
let otherScout: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  scout = await t.loginAs('scout')
  otherScout = await t.loginAs('scout')
})
afterAll(() => t.close())

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
