import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPaths } from '../../src/api/contract/terms/paths'
import { factories } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A picture address cannot sign people out (docs/security.md). A picture is one of our stored pictures or an
// https address; the app signs out with a CSRF-checked POST; the spec's GET logout refuses what is not a
// script's call or a page the person opened (an <img> pointing at it).

let t: TestApp
let community: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
})
afterAll(() => t.close())

describe('a picture address', () => {
  it.each([
    '/api/community/logout',
    '/api/scout/logout?x=1',
    '//evil.example/p.png',
    'http://insecure.example/p.png',
    '/api/files/../../etc/passwd',
    'javascript:alert(1)',
  ])('refuses %s with 400 on pic', async (pic) => {
    const player = await factories(community).player({ name: `Pictured ${Math.random()}` })
    const res = await community.inject({
      method: 'PUT',
      url: `/api/community/profile/${player.uid}`,
      payload: { pic },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues[0]).toEqual({
      path: 'pic',
      message: 'A picture is an uploaded picture or an https address',
    })
  })

  it('takes a stored picture or an https address', async () => {
    const club = await factories(community).club({ name: `Pictured Club ${Math.random()}` })
    for (const pic of ['https://crests.example.org/club.png', `/api/files/${'a'.repeat(32)}.webp`]) {
      const res = await community.inject({
        method: 'PUT',
        url: `/api/community/club/${club.uid}`,
        payload: { pic },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
})

describe('logout', () => {
  it('is a POST with the CSRF token; without it nobody is signed out', async () => {
    const member = await t.loginAs('community')
    const paths = authPaths('community')
    expect(
      (await member.inject({ method: 'POST', url: paths.logout, payload: {}, csrf: false })).statusCode,
    ).toBe(403)
    expect((await member.inject({ url: paths.tokenLogin })).statusCode).toBe(200)
    expect((await member.inject({ method: 'POST', url: paths.logout, payload: {} })).statusCode).toBe(200)
    expect((await member.inject({ url: paths.tokenLogin })).statusCode).toBe(401)
  })

  it('the spec’s GET refuses an <img> or <video> load, and still serves a page or a script on the site', async () => {
    const paths = authPaths('community')
    const member = await t.loginAs('community')
    for (const dest of ['image', 'video', 'style']) {
      const res = await member.inject({
        url: paths.logout,
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': dest },
      })
      expect(res.statusCode).toBe(403)
    }
    expect((await member.inject({ url: paths.tokenLogin })).statusCode).toBe(200)
    const script = await member.inject({
      url: paths.logout,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    })
    expect(script.statusCode).toBe(200)
    expect((await member.inject({ url: paths.tokenLogin })).statusCode).toBe(401)
  })
})
