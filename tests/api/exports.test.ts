import { parse } from 'csv-parse/sync'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Factories, factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// What leaves the app (docs/decisions/0046-files-and-share-links.md): a list, the search, the shortlist, enquiries and
// payments as CSV a spreadsheet opens right (read back here by a CSV parser), and a player's card and a list as PDFs
// whose text is real text (read back by PDF.js): accents as typed, his goals, the scout's recommendation. Another
// scout's list is a 404.

let t: TestApp
let admin: TestClient
let scout: TestClient
let rival: TestClient
let make: Factories
let hakan: Made
let martin: Made
let list: { uid: string }

const day = new Date().toISOString().slice(0, 10)
const get = (client: TestClient, url: string) => client.inject({ method: 'GET', url })
const csvOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true)
  return parse(body.slice(1), { columns: true, cast: true }) as Record<string, unknown>[]
}
async function pdfText(raw: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(raw)), { mergePages: true })
  return text
}

beforeAll(async () => {
  t = await buildTestApp()
  admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  rival = await t.loginAs('scout')
  make = factories(await t.loginAs('community'))
  hakan = await make.player({ name: 'Hakan Çalhanoğlu', main_position: 'CM', date_of_birth: '1994-02-08' })
  martin = await make.player({ name: 'Martin Ødegaard', main_position: 'CAM' })
  const iñigo = await make.player({ name: 'Íñigo Martínez', main_position: 'CB' })
  const league = await make.league({ name: 'Süper Lig', season: '2026' })
  const home = await make.team({ name: 'İnter Ñ', leagueId: league.uid, players: [hakan.uid, iñigo.uid] })
  const away = await make.team({ name: 'Arsenal', leagueId: league.uid, players: [martin.uid] })
  await make.leagueGame({
    team_array: [home.uid, away.uid],
    league_id: league.uid,
    date: '2026-03-01T15:00:00Z',
    status: 'finished',
    home_score: 2,
    away_score: 1,
    teams: [
      { uid: home.uid, playerMetaData: [{ uid: hakan.uid, jersey_no: 20, onField: true, goals: 2 }] },
      { uid: away.uid, playerMetaData: [{ uid: martin.uid, jersey_no: 8, onField: true, goals: 1 }] },
    ],
  })
  const template = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/report_templates',
      payload: {
        name: 'Midfielder',
        scale: 10,
        criteria: ['Passing range', 'Set pieces', 'Pressing'].map((label) => ({ label, description: label })),
      },
    })
  ).json().data
  const report = await scout.inject({
    method: 'POST',
    url: '/api/scout/reports',
    payload: {
      pid: hakan.uid,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c: { id: string }, i: number) => [c.id, 7 + i])),
      recommendation: 'sign',
      summary: 'Dictates the tempo; **dead balls** are a weapon.',
      seen_on: '2026-03-01',
      seen_how: 'live',
    },
  })
  expect(report.statusCode, report.body).toBe(201)
  list = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Mediocentros Ñ' } })
  ).json().data
  for (const p of [hakan, martin, iñigo])
    await scout.inject({
      method: 'POST',
      url: `/api/scout/lists/${list.uid}/players`,
      payload: { uid: p.uid },
    })
  await scout.inject({
    method: 'PUT',
    url: `/api/scout/lists/${list.uid}/players/${hakan.uid}`,
    payload: { status: 'recommended' },
  })
  await scout.inject({
    method: 'POST',
    url: '/api/scout/setShortlist',
    payload: { uid: martin.uid, is_shortlisted: true },
  })
})
afterAll(() => t.close())

describe('CSV files', () => {
  it('write a list as its page shows it: header in words, numbers as numbers, named after the list and the day', async () => {
    const res = await get(scout, `/api/scout/lists/${list.uid}/export?format=csv`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mediocentros-n-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`mediocentros-ñ-${day}.csv`)}`,
    )
    const rows = csvOf(res.body)
    const shown = (await get(scout, `/api/scout/lists/${list.uid}`)).json().data.entries
    expect(rows.map((r) => r.Player)).toEqual(shown.map((e: { player: { name: string } }) => e.player.name))
    expect(rows.find((r) => r.Player === 'Hakan Çalhanoğlu')).toMatchObject({
      Position: 'Central midfielder',
      Status: 'Recommended',
      Recommendation: 'Sign',
      'Seen on': '2026-03-01',
      'Date of birth': '1994-02-08',
      Club: '',
      Goals: 2,
      Matches: 1,
    })
    expect(res.body.split('\r\n').length).toBe(shown.length + 2)
  })

  it('write the search with its filters, the shortlist, enquiries and payments', async () => {
    const search = await get(scout, '/api/scout/search/export?format=csv&position=CM&min_goals=1')
    expect(search.statusCode, search.body).toBe(200)
    expect(csvOf(search.body).map((r) => r.Player)).toEqual(['Hakan Çalhanoğlu'])
    const shortlist = csvOf((await get(scout, '/api/scout/shortlisted/export')).body)
    expect(shortlist.map((r) => [r.Player, r['Shortlisted on']])).toEqual([['Martin Ødegaard', day]])
    const enquiries = await get(scout, '/api/scout/enquire/export?format=csv')
    expect(enquiries.statusCode).toBe(200)
    expect(enquiries.body).toBe('\uFEFFSent at,Player,Status,Message,Last change at\r\n')
    expect((await get(scout, '/api/scout/payment/transactions/export')).statusCode).toBe(200)
  })

  it('refuse a filter out of range by its field, and a format we do not make', async () => {
    const wrong = await get(scout, '/api/scout/search/export?format=csv&age_min=30&age_max=20')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues[0].path).toBe('age_max')
    const xlsx = await get(scout, `/api/scout/lists/${list.uid}/export?format=xlsx`)
    expect(xlsx.statusCode).toBe(400)
    expect(xlsx.json().message).toContain('A list is made as CSV or PDF (format=csv|pdf)')
    expect((await get(scout, '/api/scout/search/export?format=pdf')).statusCode).toBe(400)
  })

  it('give admins every scout and every enquiry', async () => {
    const scouts = csvOf((await get(admin, '/api/admin/scout/export?format=csv')).body)
    expect(scouts.length).toBeGreaterThanOrEqual(2)
    expect(Object.keys(scouts[0]!)).toEqual([
      'Name',
      'Username',
      'Email',
      'Phone',
      'Organisation',
      'Joined on',
      'Disabled',
    ])
    expect((await get(admin, '/api/admin/enquire/export?format=csv')).statusCode).toBe(200)
    expect((await get(scout, '/api/admin/scout/export?format=csv')).statusCode).toBe(401)
  })

  it('are the scout’s own: another scout’s list is a 404', async () => {
    const res = await get(rival, `/api/scout/lists/${list.uid}/export?format=csv`)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBeTruthy()
    expect((await get(rival, `/api/scout/lists/${list.uid}/export?format=pdf`)).statusCode).toBe(404)
  })
})

describe('PDF files', () => {
  it('a player card holds his name as typed, his goals, the recommendation and the scout', async () => {
    const res = await get(scout, `/api/scout/player/${hakan.uid}/card?format=pdf`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`filename="player-card-hakan-calhanoglu-${day}.pdf"`)
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Hakan Çalhanoğlu')
    expect(text).toContain('Recommendation: Sign')
    expect(text).toMatch(/2025\/26\s+İnter Ñ\s+1\s+1\s+90\s+2/)
    expect(text).toContain('Passing range')
    expect(text).toContain('Dictates the tempo; dead balls are a weapon.')
    expect(text).toMatch(/Prepared by .+ on /)
    const pages = (await getDocumentProxy(new Uint8Array(res.rawPayload))).numPages
    expect(pages).toBe(1)
  })

  it('a list is one line a player, and each card after it when asked', async () => {
    const lines = await get(scout, `/api/scout/lists/${list.uid}/export?format=pdf`)
    expect(lines.statusCode).toBe(200)
    const text = await pdfText(lines.rawPayload)
    for (const name of ['Hakan Çalhanoğlu', 'Martin Ødegaard', 'Íñigo Martínez']) expect(text).toContain(name)
    const cards = await get(scout, `/api/scout/lists/${list.uid}/export?format=pdf&cards=1`)
    expect((await getDocumentProxy(new Uint8Array(cards.rawPayload))).numPages).toBe(4)
  })
})
