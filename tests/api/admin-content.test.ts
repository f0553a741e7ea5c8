import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, png, svg } from '../fixtures/uploads/multipart'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// The admin's site content at the spec's paths (odd spellings included), what it takes and refuses, and what the
// public site shows of it: only published items, Markdown without scripts, cached with an ETag.

let t: TestApp
let admin: TestClient & { account: { email: string } }
const api = '/api/admin'
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: unknown) =>
  admin.inject({ method, url: `${api}/${path}`, ...(payload ? { payload: payload as object } : {}) })
const home = async () => (await t.anonymous().inject({ url: '/api/public/home' })).json().data

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
})
afterAll(() => t.close())

describe('admin content at the spec’s paths', () => {
  it('creates, lists, updates and deletes agents, testimonials and FAQ entries', async () => {
    for (const [path, fields, change] of [
      ['agent', { name: 'Ana Ruiz', title: 'Head of scouting' }, { title: 'Chief scout' }],
      [
        'media/testimonial',
        { author: 'Club Atlético', quote: 'Found our left back in a week.' },
        { role: 'Academy' },
      ],
      [
        'media/faq',
        { question: 'Is it free?', answer: 'The basic plan is.' },
        { answer: 'Yes, the basic plan.' },
      ],
    ] as const) {
      const created = await send('POST', path, fields)
      expect(created.statusCode, created.body).toBe(201)
      const uid = created.json().data.uid
      expect((await send('GET', path)).json().data.map((i: { uid: string }) => i.uid)).toContain(uid)
      const updated = await send('PUT', `${path}/${uid}`, change)
      expect(updated.statusCode, updated.body).toBe(200)
      expect(updated.json().data.fields).toMatchObject({ ...fields, ...change })
      expect((await send('DELETE', `${path}/${uid}`)).statusCode).toBe(200)
      expect((await send('GET', path)).json().data).toHaveLength(0)
    }
  })

  it('serves about members at about/member/ (GET, POST), about/member{id} (PUT) and about/member/{id} (DELETE)', async () => {
    const created = await send('POST', 'about/member/', { name: 'Sam Lee', role: 'Data' })
    expect(created.statusCode, created.body).toBe(201)
    const uid = created.json().data.uid
    expect((await send('PUT', `about/member${uid}`, { role: 'Head of data' })).json().data.fields.role).toBe(
      'Head of data',
    )
    expect((await send('GET', 'about/member/')).json().data).toHaveLength(1)
    expect((await send('DELETE', `about/member/${uid}`)).statusCode).toBe(200)
  })

  it('publishes a news item at once when no state or date is given, as the form says; a draft is chosen', async () => {
    const now = await send('POST', 'media/public-news', { title: 'Open trials in Porto' })
    expect(now.statusCode, now.body).toBe(201)
    expect(now.json().data.status).toBe('published')
    expect(Date.parse(now.json().data.published_at)).toBeLessThanOrEqual(Date.now())
    expect((await home()).news.map((n: { slug: string }) => n.slug)).toContain('open-trials-in-porto')
    // A draft is the admin's choice: kept off the site, counted on the dashboard.
    const before = (await send('GET', 'dashboard')).json().data.news_drafts
    const draft = await send('POST', 'media/scout-news', { title: 'Not yet', status: 'draft' })
    expect(draft.json().data.status).toBe('draft')
    expect((await send('GET', 'dashboard')).json().data.news_drafts).toBe(before + 1)
    expect((await send('DELETE', `media/public-news/${now.json().data.uid}`)).statusCode).toBe(200)
    expect((await send('DELETE', `media/scout-news/${draft.json().data.uid}`)).statusCode).toBe(200)
  })

  it('keeps news as drafts until published, renders Markdown without scripts, and gives each item a slug', async () => {
    const draft = await send('POST', 'media/public-news', {
      status: 'draft',
      title: 'Scouting the World Cup',
      body: 'Read **this**. <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const item = draft.json().data
    expect(item).toMatchObject({ status: 'draft', slug: 'scouting-the-world-cup' })
    expect(item.body_html).toContain('<strong>this</strong>')
    // The tags arrive as text, and the javascript: link is not a link.
    expect(item.body_html).not.toMatch(/<script|<img|href="javascript/)
    expect(item.body_html).toContain('&lt;script&gt;')
    expect((await home()).news).toHaveLength(0)

    // PUT media/public-news/{uid} publishes; DELETE media/public-news/{id} removes.
    const published = await send('PUT', `media/public-news/${item.uid}`, { status: 'published' })
    expect(published.json().data.status).toBe('published')
    const shown = await home()
    expect(shown.news.map((n: { slug: string }) => n.slug)).toEqual(['scouting-the-world-cup'])
    const page = await t.anonymous().inject({ url: '/api/public/news/scouting-the-world-cup' })
    expect(page.json().data.fields.title).toBe('Scouting the World Cup')
    expect(
      (await send('POST', 'media/public-news', { title: 'Scouting the World Cup', status: 'draft' })).json()
        .data.slug,
    ).toBe('scouting-the-world-cup-2')
    // Scout news lives beside it, never on the public page.
    expect(
      (await send('POST', 'media/scout-news', { title: 'Scouts only', status: 'published' })).statusCode,
    ).toBe(201)
    expect((await home()).news.map((n: { kind: string }) => n.kind)).toEqual(['public_news'])
    expect((await send('DELETE', `media/public-news/${item.uid}`)).statusCode).toBe(200)
    expect((await t.anonymous().inject({ url: '/api/public/news/scouting-the-world-cup' })).statusCode).toBe(
      404,
    )
  })

  it('takes a picture with the fields (multipart), and PUT news/{id} replaces a news item’s banner', async () => {
    const ad = await admin.inject({
      method: 'POST',
      url: `${api}/media/advertisement`,
      ...(await multipart(
        { title: 'Boots sale', link_url: 'https://example.com/boots' },
        {
          field: 'pic',
          data: await png(),
          filename: 'ad.png',
        },
      )),
    })
    expect(ad.statusCode, ad.body).toBe(201)
    expect(ad.json().data.pic).toMatch(/^\/api\/files\//)
    expect(ad.json().data.thumb).toMatch(/-thumb\.webp$/)
    // An advertisement is its image.
    const bare = await send('POST', 'media/advertisement', { title: 'No picture' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json().issues[0].path).toBe('pic')

    const news = (
      await send('POST', 'media/public-news', { title: 'Banner news', status: 'published' })
    ).json().data
    const banner = await admin.inject({
      method: 'PUT',
      url: `${api}/news/${news.uid}`,
      ...(await multipart(
        { image_type: 'landscape' },
        { field: 'pic', data: await png(), filename: 'b.png' },
      )),
    })
    expect(banner.statusCode, banner.body).toBe(200)
    expect(banner.json().data).toMatchObject({ fields: { image_type: 'landscape' } })
    expect(banner.json().data.pic).toMatch(/^\/api\/files\//)
  })

  it('refuses a picture that is not one (by its bytes) and an empty required field, naming it', async () => {
    const fake = await admin.inject({
      method: 'POST',
      url: `${api}/agent`,
      ...(await multipart({ name: 'Evil' }, { field: 'pic', data: Buffer.from(svg), filename: 'x.png' })),
    })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().message).toBeTruthy()
    const huge = await admin.inject({
      method: 'POST',
      url: `${api}/agent`,
      ...(await multipart(
        { name: 'Big' },
        { field: 'pic', data: Buffer.alloc(11 * 1024 * 1024, 1), filename: 'big.png' },
      )),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toMatch(/larger than 10 MB/)
    const empty = await send('POST', 'agent', { name: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().issues).toEqual([{ path: 'name', message: 'The name is required' }])
    const badLink = await send('POST', 'media/news-ad-banner', {
      title: 'x',
      link_url: 'javascript:alert(1)',
    })
    expect(badLink.statusCode).toBe(400)
  })

  it('writes the single pages: about (GET, POST) and media/landing (GET, PUT)', async () => {
    expect((await send('GET', 'media/landing')).json().data).toBeNull()
    const landing = await send('PUT', 'media/landing', {
      title: 'Find them first',
      subtitle: 'Scouting, offline.',
    })
    expect(landing.statusCode, landing.body).toBe(200)
    await send('PUT', 'media/landing', { title: 'Find them before anyone else' })
    expect((await send('GET', 'media/landing')).json().data.fields).toMatchObject({
      title: 'Find them before anyone else',
      subtitle: 'Scouting, offline.',
    })
    expect(
      (await send('POST', 'about', { title: 'About us', body: 'We *scout*.' })).json().data.body_html,
    ).toContain('<em>scout</em>')
    const shown = await home()
    expect(shown.landing.fields.title).toBe('Find them before anyone else')
    expect(shown.about.fields.title).toBe('About us')
  })

  it('reorders a list the way the admin sets it, and the public page follows', async () => {
    const a = (await send('POST', 'media/faq', { question: 'A?', answer: 'a' })).json().data.uid
    const b = (await send('POST', 'media/faq', { question: 'B?', answer: 'b' })).json().data.uid
    const ordered = await send('PUT', 'media/faq/order', { uids: [b, a] })
    expect(ordered.statusCode, ordered.body).toBe(200)
    expect((await home()).faq.map((f: { uid: string }) => f.uid)).toEqual([b, a])
  })

  it('answers the public page with an ETag, and 304 when nothing changed', async () => {
    const first = await t.anonymous().inject({ url: '/api/public/home' })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await t.anonymous().inject({ url: '/api/public/home', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
  })

  it('keeps an audit log of every change: who, what, before and after', async () => {
    const log = (await send('GET', 'audit?limit=200')).json().data
    const update = log.find(
      (r: { action: string; subject: string }) => r.action === 'update' && r.subject === 'agent',
    )
    expect(update).toMatchObject({ admin: admin.account.email, before: { title: 'Head of scouting' } })
    expect(update.after).toMatchObject({ title: 'Chief scout' })
  })

  it('answers 401 to no session and to community and scout sessions', async () => {
    const community = await t.loginAs('community')
    const scout = await t.loginAs('scout')
    for (const client of [t.anonymous(), community, scout]) {
      expect((await client.inject({ url: `${api}/agent` })).statusCode).toBe(401)
      expect((await client.inject({ method: 'POST', url: `${api}/media/faq`, payload: {} })).statusCode).toBe(
        401,
      )
    }
    const vimeo = await send('GET', 'media/vimeo_token')
    expect(vimeo.statusCode).toBe(200)
    expect(vimeo.json().data).toEqual({ provider: 'vimeo', configured: false })
  })
})

describe('scout news', () => {
  it('reaches scouts at GET /api/scout/media/news when published, newest first', async () => {
    const scout = await t.loginAs('scout')
    await send('POST', 'media/scout-news', { title: 'Draft for scouts', status: 'draft' })
    await send('POST', 'media/scout-news', {
      title: 'Older scout news',
      status: 'published',
      published_at: '2026-01-01T10:00:00Z',
    })
    const res = await scout.inject({ url: '/api/scout/media/news' })
    expect(res.statusCode, res.body).toBe(200)
    const titles = res.json().data.map((n: { fields: { title: string } }) => n.fields.title)
    expect(titles).not.toContain('Draft for scouts')
    expect(titles.indexOf('Scouts only')).toBeLessThan(titles.indexOf('Older scout news'))
    expect((await t.anonymous().inject({ url: '/api/scout/media/news' })).statusCode).toBe(401)
  })
})
