import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PART_BYTES } from '../../server/adapters/storage/s3-upload'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart, svg } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// Local video upload with range playback, video events for players and tournaments, event players, and the
// Vimeo token when Vimeo is not configured (this machine cannot reach Vimeo, so only that path is tested).

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
let playerId: string
let otherId: string
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  const make = async (name: string) =>
    (await c.inject({ method: 'POST', url: '/api/community/player', payload: { name } })).json().data.uid
  playerId = await make('Video Star')
  otherId = await make('Assist Maker')
})
afterAll(() => t.close())

/** A small but well-formed MP4 (ftyp, moov, mdat) with numbered media bytes, so ranges can be checked. */
const mp4 = tinyMp4(4000)

const uploadVideo = async (data: Buffer | string, filename = 'match.mp4') =>
  c.inject({
    method: 'POST',
    url: '/api/community/video',
    ...(await multipart({}, { field: 'video', data, filename, type: 'video/mp4' })),
  })

describe('POST /api/community/video and range playback', () => {
  it('streams an MP4 to storage and serves byte ranges for seeking', async () => {
    const res = await uploadVideo(mp4)
    expect(res.statusCode, res.body).toBe(201)
    const video = res.json().data
    expect(video).toMatchObject({ mime: 'video/mp4', size: mp4.length })
    expect(video.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.mp4$/)

    const whole = await c.inject({ url: video.url })
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.rawPayload.equals(mp4)).toBe(true)

    const part = await c.inject({ url: video.url, headers: { range: 'bytes=100-199' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`)
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true)
    const tail = await c.inject({ url: video.url, headers: { range: 'bytes=-10' } })
    expect(tail.rawPayload.equals(mp4.subarray(-10))).toBe(true)
    const outside = await c.inject({ url: video.url, headers: { range: `bytes=${mp4.length + 5}-` } })
    expect(outside.statusCode).toBe(416)
  })

  it('streams a video larger than one storage part and reads it back whole and by range', async () => {
    const big = tinyMp4(2 * PART_BYTES + 5000)
    const res = await uploadVideo(big, 'full-match.mp4')
    expect(res.statusCode, res.body).toBe(201)
    const { url } = res.json().data
    const whole = await c.inject({ url })
    expect(whole.rawPayload.equals(big)).toBe(true)
    const across = await c.inject({ url, headers: { range: `bytes=${PART_BYTES - 50}-${PART_BYTES + 49}` } })
    expect(across.statusCode).toBe(206)
    expect(across.rawPayload.equals(big.subarray(PART_BYTES - 50, PART_BYTES + 50))).toBe(true)
  })

  it('leaves nothing behind when a large video upload stops half-way', async () => {
    const before = t.storedFiles()
    const body = await multipart({}, { field: 'video', data: tinyMp4(3 * PART_BYTES), filename: 'cut.mp4' })
    // The connection drops after more than one storage part arrived: the rest never comes.
    const cut = body.payload.subarray(0, Math.floor(body.payload.length / 2))
    const res = await c.inject({
      method: 'POST',
      url: '/api/community/video',
      payload: cut,
      headers: body.headers,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(t.storedFiles()).toEqual(before)
  })

  it('refuses something that is not MP4 or WebM with 415', async () => {
    const res = await uploadVideo(svg, 'clip.mp4')
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toMatch(/Only MP4 or WebM videos are accepted.*SVG/)
  })
})

describe('video_event and event_player', () => {
  it('tags moments of a local video, lists them as a timeline and names the players involved', async () => {
    const video = (await uploadVideo(mp4)).json().data
    const post = (owner: string, body: Record<string, unknown>) =>
      c.inject({ method: 'POST', url: `/api/community/video_event/${owner}`, payload: body })

    const goal = await post(playerId, {
      video_id: video.uid,
      name: 'Volley goal',
      event_tag: 'goal',
      time: 754,
    })
    expect(goal.statusCode, goal.body).toBe(201)
    expect(goal.json().data).toMatchObject({
      owner_id: playerId,
      owner_kind: 'player',
      provider: 'local',
      time: 754,
      video_url: `${video.url}#t=754`,
      players: [],
    })
    await post(playerId, { video_id: video.uid, name: 'Dribble', event_tag: 'skill', time: 120 })
    const list = await c.inject({ url: `/api/community/video_event/${playerId}` })
    expect(list.json().data.map((e: { time: number }) => e.time)).toEqual([120, 754])

    const eventId = goal.json().data.uid
    const set = await c.inject({
      method: 'POST',
      url: '/api/community/event_player',
      payload: { video_event_id: eventId, players: [playerId, otherId] },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.map((p: { name: string }) => p.name)).toEqual(['Assist Maker', 'Video Star'])
    const read = await c.inject({ url: `/api/community/event_player/${eventId}` })
    expect(read.json().data).toHaveLength(2)
    const again = await c.inject({ url: `/api/community/video_event/${playerId}` })
    expect(again.json().data[1].players.sort()).toEqual([playerId, otherId].sort())

    expect(
      (await c.inject({ method: 'DELETE', url: `/api/community/video_event/${eventId}` })).statusCode,
    ).toBe(200)
    expect((await c.inject({ url: `/api/community/event_player/${eventId}` })).statusCode).toBe(404)
  })

  it('attaches Vimeo events to a tournament', async () => {
    const cup = (
      await c.inject({ method: 'POST', url: '/api/community/tournament', payload: { name: 'Video Cup' } })
    ).json().data.uid
    const res = await c.inject({
      method: 'POST',
      url: `/api/community/video_event/${cup}`,
      payload: { provider: 'vimeo', video_id: '76979871', name: 'Final highlights', time: 30 },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({
      owner_kind: 'tournament',
      video_url: 'https://player.vimeo.com/video/76979871#t=30s',
    })
  })

  it('refuses bad events with 400 naming the field, and unknown owners with 404', async () => {
    const bad = await c.inject({
      method: 'POST',
      url: `/api/community/video_event/${playerId}`,
      payload: { video_id: '', name: '', time: -3 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['video_id', 'name', 'time']),
    )
    const noVideo = await c.inject({
      method: 'POST',
      url: `/api/community/video_event/${playerId}`,
      payload: { video_id: uuidv7(), name: 'Ghost', time: 1 },
    })
    expect(noVideo.statusCode).toBe(400)
    expect(noVideo.json().issues[0].path).toBe('video_id')
    const owner = await c.inject({ url: `/api/community/video_event/${uuidv7()}` })
    expect(owner.statusCode).toBe(404)
    const players = await c.inject({
      method: 'POST',
      url: '/api/community/event_player',
      payload: { video_event_id: uuidv7(), players: [playerId] },
    })
    expect(players.json().issues[0].path).toBe('video_event_id')
  })
})

describe('GET /api/community/media/vimeo_token', () => {
  it('says Vimeo is not configured with a 200, and refuses an upload link with a clear 404', async () => {
    const status = await c.inject({ url: '/api/community/media/vimeo_token' })
    expect(status.statusCode).toBe(200)
    expect(status.json().data).toEqual({ provider: 'vimeo', configured: false })
    const ticket = await c.inject({ url: '/api/community/media/vimeo_token?size=1000' })
    expect(ticket.statusCode).toBe(404)
    expect(ticket.json().message).toMatch(/Vimeo is not configured/)
  })

  it('with VIMEO_TOKEN configured, says so without calling Vimeo when no size is given', async () => {
    const vimeo = await buildTestApp({ VIMEO_TOKEN: 'test-token-never-sent' })
    try {
      const member = await vimeo.loginAs('community')
      const res = await member.inject({ url: '/api/community/media/vimeo_token' })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toEqual({ provider: 'vimeo', configured: true })
      const bad = await member.inject({ url: '/api/community/media/vimeo_token?size=-5' })
      expect(bad.json().issues[0].path).toBe('size')
    } finally {
      await vimeo.close()
    }
  })

  it('answers 401 to another role', async () => {
    const scout = await t.loginAs('scout')
    expect((await scout.inject({ url: '/api/community/media/vimeo_token' })).statusCode).toBe(401)
    expect((await scout.inject({ url: `/api/community/video_event/${playerId}` })).statusCode).toBe(401)
  })
})
