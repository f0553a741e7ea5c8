import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart, png } from '../fixtures/uploads/multipart'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// What the community uploaded about a player, read by scouts: gallery, video moments and who is in them, the
// player's videos. Scouts read; they cannot add or delete.

let t: TestApp
let community: TestClient
let scout: TestClient & { account: { uid: string } }
let player: Made
let mate: Made
let eventId: string
let videoId: string

const mp4 = tinyMp4(2000)

beforeAll(async () => {
  t = await buildTestApp()
  community = await t.loginAs('community')
  scout = await t.loginAs('scout')
  await t.grantPackage(scout.account.uid, 'club') // videos and reports come with a package
  const make = factories(community)
  player = await make.player({ name: 'Gallery Star' })
  mate = await make.player({ name: 'Gallery Mate' })
  const image = await community.inject({
    method: 'POST',
    url: '/api/community/gallery_image',
    ...(await multipart(
      { owner_id: player.uid, name: 'Training' },
      { field: 'pic', data: await png(), filename: 'g.png', type: 'image/png' },
    )),
  })
  expect(image.statusCode, image.body).toBe(201)
  const video = await community.inject({
    method: 'POST',
    url: '/api/community/video',
    ...(await multipart({}, { field: 'video', data: mp4, filename: 'm.mp4', type: 'video/mp4' })),
  })
  videoId = video.json().data.uid
  const event = await community.inject({
    method: 'POST',
    url: `/api/community/video_event/${player.uid}`,
    payload: { video_id: videoId, name: 'Volley goal', event_tag: 'goal', time: 754 },
  })
  eventId = event.json().data.uid
  await community.inject({
    method: 'POST',
    url: '/api/community/event_player',
    payload: { video_event_id: eventId, players: [player.uid, mate.uid] },
  })
})
afterAll(() => t.close())

describe('a player’s media for scouts', () => {
  it('reads the gallery, the moments, who is in them and the videos', async () => {
    const gallery = await scout.inject({ url: `/api/scout/gallery_image/${player.uid}` })
    expect(gallery.statusCode, gallery.body).toBe(200)
    expect(gallery.json().data.map((g: { name: string }) => g.name)).toEqual(['Training'])
    const moments = (await scout.inject({ url: `/api/scout/video_event/${player.uid}` })).json().data
    expect(moments).toMatchObject([{ name: 'Volley goal', time: 754 }])
    const who = (await scout.inject({ url: `/api/scout/event_player/${eventId}` })).json().data
    expect(JSON.stringify(who)).toContain(mate.uid)
    const videos = (await scout.inject({ url: `/api/scout/player_video?uid=${player.uid}` })).json().data
    expect(videos).toMatchObject([{ video_id: videoId, moments: 1 }])
  })

  it('has no write for scouts, and is closed without a scout session', async () => {
    const add = await scout.inject({
      method: 'POST',
      url: `/api/scout/video_event/${player.uid}`,
      payload: { video_id: videoId, name: 'x', time: 1 },
    })
    expect(add.statusCode).toBe(404)
    expect(
      (await scout.inject({ method: 'DELETE', url: `/api/scout/video_event/${eventId}` })).statusCode,
    ).toBe(404)
    expect((await t.anonymous().inject({ url: `/api/scout/gallery_image/${player.uid}` })).statusCode).toBe(
      401,
    )
    expect((await community.inject({ url: `/api/scout/video_event/${player.uid}` })).statusCode).toBe(401)
  })
})
