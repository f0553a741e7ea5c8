import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeExe, multipart, pdf, png, svg } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// Gallery images (players and clubs) and PDF reports (per player and per game).

let t: TestApp
let c: Awaited<ReturnType<TestApp['loginAs']>>
let playerId: string
let clubId: string
beforeAll(async () => {
  t = await buildTestApp()
  c = await t.loginAs('community')
  playerId = (
    await c.inject({ method: 'POST', url: '/api/community/player', payload: { name: 'Media Player' } })
  ).json().data.uid
  clubId = (
    await c.inject({ method: 'POST', url: '/api/community/club', payload: { name: 'Media FC' } })
  ).json().data.uid
})
afterAll(() => t.close())

const addImage = async (ownerId: string, name: string, data: Buffer | string = '', type = 'image/png') =>
  c.inject({
    method: 'POST',
    url: '/api/community/gallery_image',
    ...(await multipart(
      { owner_id: ownerId, name },
      { field: 'pic', data: data || (await png()), filename: 'g.png', type },
    )),
  })

describe('gallery_image', () => {
  it('adds images to a player and a club, lists each owner’s gallery and deletes one with its files', async () => {
    const first = await addImage(playerId, 'Training')
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data).toMatchObject({ owner_id: playerId, owner_kind: 'player', name: 'Training' })
    await addImage(playerId, 'Match day')
    const club = await addImage(clubId, 'Stadium')
    expect(club.json().data.owner_kind).toBe('club')

    const gallery = await c.inject({ url: `/api/community/gallery_image/${playerId}` })
    expect(
      gallery
        .json()
        .data.map((i: { name: string }) => i.name)
        .sort(),
    ).toEqual(['Match day', 'Training'])
    expect(gallery.json().meta.total).toBe(2)
    expect((await c.inject({ url: `/api/community/gallery_image/${clubId}` })).json().data).toHaveLength(1)

    const { uid, pic, thumb } = first.json().data
    expect((await c.inject({ url: pic })).statusCode).toBe(200)
    const del = await c.inject({ method: 'DELETE', url: `/api/community/gallery_image/${uid}` })
    expect(del.statusCode).toBe(200)
    expect((await c.inject({ url: pic })).statusCode).toBe(404)
    expect((await c.inject({ url: thumb })).statusCode).toBe(404)
    expect(
      (await c.inject({ method: 'DELETE', url: `/api/community/gallery_image/${uid}` })).statusCode,
    ).toBe(404)
  })

  it('refuses an SVG with 415 and an unknown owner with 404, storing nothing', async () => {
    expect((await addImage(playerId, 'Vector', svg, 'image/svg+xml')).statusCode).toBe(415)
    const orphan = await addImage(uuidv7(), 'Nobody')
    expect(orphan.statusCode).toBe(404)
    expect(orphan.json().issues[0].path).toBe('owner_id')
    const gallery = await c.inject({ url: `/api/community/gallery_image/${playerId}` })
    expect(gallery.json().data.map((i: { name: string }) => i.name)).toEqual(['Match day'])
  })

  it('refuses a missing owner_id with 400 naming it', async () => {
    const res = await c.inject({
      method: 'POST',
      url: '/api/community/gallery_image',
      ...(await multipart({ name: 'x' }, { field: 'pic', data: await png(), filename: 'a.png' })),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('owner_id')
  })
})

const addReport = async (
  id: string,
  fields: Record<string, string>,
  data: Buffer = pdf,
  filename = 'scouting.pdf',
) =>
  c.inject({
    method: 'POST',
    url: `/api/community/player_report/${id}`,
    ...(await multipart(fields, { field: 'report', data, filename, type: 'application/pdf' })),
  })

describe('player_report', () => {
  it('stores a PDF report, serves it as an attachment and deletes it', async () => {
    const res = await addReport(playerId, { name: 'Season review' })
    expect(res.statusCode, res.body).toBe(201)
    const report = res.json().data
    expect(report).toMatchObject({
      player_id: playerId,
      game_id: null,
      name: 'Season review',
      size: pdf.length,
    })

    const file = await c.inject({ url: report.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toMatch(/^attachment;/)
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.rawPayload.equals(pdf)).toBe(true)

    const list = await c.inject({ url: `/api/community/player_report/${playerId}` })
    expect(list.json().data.map((r: { uid: string }) => r.uid)).toEqual([report.uid])
    expect(
      (await c.inject({ method: 'DELETE', url: `/api/community/player_report/${report.uid}` })).statusCode,
    ).toBe(200)
    expect((await c.inject({ url: report.url })).statusCode).toBe(404)
    expect((await c.inject({ url: `/api/community/player_report/${playerId}` })).json().data).toEqual([])
  })

  it('refuses a renamed executable and an image with 415', async () => {
    const exe = await addReport(playerId, { name: 'Totally a PDF' }, fakeExe, 'report.pdf')
    expect(exe.statusCode).toBe(415)
    expect(exe.json().message).toMatch(/Only PDF reports are accepted.*Windows program/)
    expect((await addReport(playerId, {}, await png(), 'x.pdf')).statusCode).toBe(415)
    expect((await c.inject({ url: `/api/community/player_report/${playerId}` })).json().data).toEqual([])
  })

  it('accepts a report of several megabytes (above the 1 MB JSON body limit), streamed intact', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024, 0x25)])
    const res = await addReport(playerId, { name: 'Video analysis' }, big)
    expect(res.statusCode, res.body).toBe(201)
    const file = await c.inject({ url: res.json().data.url })
    expect(file.rawPayload.equals(big)).toBe(true)
    await c.inject({ method: 'DELETE', url: `/api/community/player_report/${res.json().data.uid}` })
  })

  it('refuses a report over 20 MB with 413', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)])
    const res = await addReport(playerId, {}, big)
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/20 MB/)
  })

  it('answers 404 for an unknown player or game and 400 for an unknown game_id', async () => {
    expect((await addReport(uuidv7(), {})).statusCode).toBe(404)
    const res = await addReport(playerId, { game_id: uuidv7() })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues[0].path).toBe('game_id')
  })

  it('answers 401 to another role', async () => {
    const scout = await t.loginAs('scout')
    const body = await multipart({}, { field: 'report', data: pdf, filename: 'a.pdf' })
    const res = await scout.inject({
      method: 'POST',
      url: `/api/community/player_report/${playerId}`,
      ...body,
    })
    expect(res.statusCode).toBe(401)
    expect((await scout.inject({ url: `/api/community/gallery_image/${playerId}` })).statusCode).toBe(401)
  })
})

describe('files follow their owners', () => {
  const exists = (url: string) => t.storedFiles().includes(url.replace('/api/files/', ''))

  it('deleting a player removes its picture, gallery and reports, rows and files', async () => {
    const id = (
      await c.inject({ method: 'POST', url: '/api/community/player', payload: { name: 'Leaving' } })
    ).json().data.uid
    const pic = await c.inject({
      method: 'POST',
      url: `/api/community/profile_pic/${id}`,
      ...(await multipart({}, { field: 'pic', data: await png(), filename: 'p.png' })),
    })
    const image = (await addImage(id, 'Goodbye')).json().data
    const report = (await addReport(id, { name: 'Last report' })).json().data
    const urls = [pic.json().data.pic, pic.json().data.thumb, image.pic, image.thumb, report.url]
    expect(urls.every(exists)).toBe(true)

    const del = await c.inject({ method: 'DELETE', url: `/api/community/profile/${id}` })
    expect(del.statusCode, del.body).toBe(200)
    expect(urls.filter(exists)).toEqual([])
    for (const url of urls) expect((await c.inject({ url })).statusCode).toBe(404)
  })

  it('a club deleted with its gallery loses the upload rows at once and the files at the next sweep', async () => {
    const club = (
      await c.inject({ method: 'POST', url: '/api/community/club', payload: { name: 'Folding FC' } })
    ).json().data
    const image = (await addImage(club.uid, 'Old ground')).json().data
    const del = await c.inject({ method: 'DELETE', url: `/api/community/club/${club.uid}` })
    expect(del.statusCode, del.body).toBe(200)
    expect((await c.inject({ url: image.pic })).statusCode).toBe(404)
    expect(exists(image.pic)).toBe(true)
    const swept = await t.app.uploads.sweep(0)
    expect(swept.files).toBeGreaterThanOrEqual(2)
    expect(exists(image.pic) || exists(image.thumb)).toBe(false)
    // Files still owned are never swept.
    const kept = await c.inject({ url: `/api/community/gallery_image/${playerId}` })
    for (const i of kept.json().data) expect(exists(i.pic)).toBe(true)
  })

  it('a profile cannot claim another record’s stored file through PUT', async () => {
    const other = (await addImage(clubId, 'Not yours')).json().data
    const me = (await c.inject({ url: `/api/community/profile/${playerId}` })).json().data
    const put = await c.inject({
      method: 'PUT',
      url: `/api/community/profile/${playerId}`,
      payload: { pic: other.pic },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json().data.pic).toBe(me.pic)
  })
})
