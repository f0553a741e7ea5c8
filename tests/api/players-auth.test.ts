import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, png } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// Every players/media/statistics route of the community area refuses a scout, an admin and nobody with 401,
// before touching anything — and a community member's session reaches each of them.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const id = uuidv7()
const json = (method: string, url: string, payload?: Record<string, unknown>) => ({ method, url, payload })
const routes = [
  json('POST', '/api/community/player', { name: 'X' }),
  json('GET', '/api/community/player'),
  json('GET', `/api/community/profile/${id}`),
  json('PUT', `/api/community/profile/${id}`, { name: 'X' }),
  json('DELETE', `/api/community/profile/${id}`),
  json('GET', '/api/community/search?q=x'),
  json('GET', '/api/community/all_positions'),
  json('POST', '/api/community/getTeamPlayers', { team_id: id }),
  json('GET', `/api/community/attributes/${id}`),
  json('PUT', `/api/community/attributes/${id}`, { pace: 50 }),
  json('PUT', `/api/community/custom-attributes/${id}`, { attribute_name: 'x' }),
  json('DELETE', `/api/community/custom-attributes/${id}?attribute_name=x`),
  json('DELETE', `/api/community/profile_pic/${id}`),
  json('GET', `/api/community/gallery_image/${id}`),
  json('DELETE', `/api/community/gallery_image/${id}`),
  json('GET', `/api/community/player_report/${id}`),
  json('DELETE', `/api/community/player_report/${id}`),
  json('GET', `/api/community/video_event/${id}`),
  json('POST', `/api/community/video_event/${id}`, { video_id: '1', provider: 'vimeo', name: 'x', time: 1 }),
  json('DELETE', `/api/community/video_event/${id}`),
  json('POST', '/api/community/event_player', { video_event_id: id, players: [] }),
  json('GET', `/api/community/event_player/${id}`),
  json('GET', '/api/community/media/vimeo_token'),
  json('GET', `/api/community/player_stats/${id}`),
]
const uploads = [`profile_pic/${id}`, 'gallery_image', `player_report/${id}`, 'video']

describe('players area routes and other roles', () => {
  it('answer 401 to a scout, an admin and an anonymous client', async () => {
    const clients = [await t.loginAs('scout'), await t.loginAs('admin'), t.anonymous()]
    for (const client of clients) {
      for (const route of routes) {
        const res = await client.inject(route as Parameters<typeof client.inject>[0])
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
      }
      for (const path of uploads) {
        const body = await multipart({}, { field: 'pic', data: await png(), filename: 'a.png' })
        const res = await client.inject({ method: 'POST', url: `/api/community/${path}`, ...body })
        expect(res.statusCode, path).toBe(401)
      }
    }
  })

  it('let a community member through (no 401 or 403 on any of them)', async () => {
    const member = await t.loginAs('community')
    for (const route of routes) {
      const res = await member.inject(route as Parameters<typeof member.inject>[0])
      expect([401, 403, 500], `${route.method} ${route.url}`).not.toContain(res.statusCode)
    }
  })
})
