import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// What a scout reads on the card and list PDFs (docs/decisions/0064-pdf-text-in-any-script.md), read back by
// PDF.js as a reader copies it: Arabic, Chinese and emoji names whole and in typed order (they printed as boxes,
// or with their words swapped), the list's headings and statuses whole ("Recommend…", "Match…"), a 10,000-letter
// summary whole over as many pages as it takes (it was cut at 1,400 letters), and each file named for what it is.

let t: TestApp
let scout: TestClient
let list: { uid: string }
let salah: Made
let son: Made
let mbappe: Made

const NAMES = ['محمد صلاح', '孫興慜', 'Kylian ⚽ Mbappé']
const get = (url: string) => scout.inject({ method: 'GET', url })
async function read(raw: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(raw))
  const { text } = await extractText(pdf, { mergePages: false })
  return { pages: text as string[], text: (text as string[]).join('\n') }
}
/** The file name a browser saves: the UTF-8 one. */
const savedAs = (disposition: unknown) =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(disposition))![1]!)

/** 10,000 letters, each sentence numbered, so a lost or repeated sentence shows. */
const LONG = Array.from({ length: 400 }, (_, i) => `Sentence ${i + 1} says he presses well.`)
  .join(' ')
  .slice(0, 10_000)

beforeAll(async () => {
  t = await buildTestApp()
  const admin = await t.loginAs('admin')
  scout = await t.loginAs('scout')
  const make = factories(await t.loginAs('community'))
  salah = await make.player({ name: NAMES[0]!, main_position: 'RW' })
  son = await make.player({ name: NAMES[1]!, main_position: 'LW' })
  mbappe = await make.player({ name: NAMES[2]!, main_position: 'ST' })
  const template = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/report_templates',
      payload: {
        name: 'Forward',
        scale: 10,
        criteria: ['Finishing', 'Pressing', 'Pace'].map((label) => ({ label, description: label })),
      },
    })
  ).json().data
  const report = await scout.inject({
    method: 'POST',
    url: '/api/scout/reports',
    payload: {
      pid: mbappe.uid,
      template_id: template.uid,
      ratings: Object.fromEntries(template.criteria.map((c: { id: string }) => [c.id, 8])),
      recommendation: 'sign',
      summary: LONG,
      seen_on: '2026-03-01',
      seen_how: 'live',
    },
  })
  expect(report.statusCode, report.body).toBe(201)
  list = (
    await scout.inject({ method: 'POST', url: '/api/scout/lists', payload: { name: 'Wingers' } })
  ).json().data
  for (const p of [salah, son, mbappe]) {
    await scout.inject({
      method: 'POST',
      url: `/api/scout/lists/${list.uid}/players`,
      payload: { uid: p.uid },
    })
    await scout.inject({
      method: 'PUT',
      url: `/api/scout/lists/${list.uid}/players/${p.uid}`,
      payload: { status: 'recommended' },
    })
  }
})
afterAll(() => t.close())

describe('names in any script', () => {
  it.each([
    [0, 'محمد صلاح'],
    [1, '孫興慜'],
    [2, 'Kylian ⚽ Mbappé'],
  ])('the card of player %i prints %s whole, in typed order, with no missing glyph', async (i) => {
    const player = [salah, son, mbappe][i]!
    const res = await get(`/api/scout/player/${player.uid}/card?format=pdf`)
    expect(res.statusCode).toBe(200)
    const { pages } = await read(res.rawPayload)
    expect(pages[0]!.split('\n')[0]).toBe(NAMES[i])
    for (const page of pages) expect(page).not.toContain('\u0000')
  })

  it('the list prints one line a player, each name whole before his position and status', async () => {
    const res = await get(`/api/scout/lists/${list.uid}/export?format=pdf`)
    const { text } = await read(res.rawPayload)
    expect(text).not.toContain('\u0000')
    const lines = text.split('\n')
    for (const [name, position] of [
      ['محمد صلاح', 'Right winger'],
      ['孫興慜', 'Left winger'],
      ['Kylian ⚽ Mbappé', 'Striker'],
    ])
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${name} ${position} Recommended `)))
  })
})

describe('the list reads whole', () => {
  it('its headings and statuses are never cut with an ellipsis', async () => {
    const res = await get(`/api/scout/lists/${list.uid}/export?format=pdf`)
    const { text } = await read(res.rawPayload)
    expect(text).toMatch(/Player Position Status Report Age Club Matches Goals/)
    expect(text).not.toContain('…')
    expect(text.match(/Recommended/g)).toHaveLength(3)
  })
})

describe('a 10,000-letter summary', () => {
  it('goes on over the pages it needs, every sentence once and in order, each page saying the card goes on', async () => {
    const res = await get(`/api/scout/player/${mbappe.uid}/card?format=pdf`)
    const { pages, text } = await read(res.rawPayload)
    expect(pages.length).toBeGreaterThanOrEqual(2)
    // Lines end where the page's width says, and a sentence may go on over the page's foot and the next one's head:
    // read as one run of words without them.
    const words = text
      .split('\n')
      .filter((line) => !/The card goes on|Prepared by|continued$/.test(line))
      .join(' ')
      .replace(/\s+/g, ' ')
    const numbers = [...words.matchAll(/Sentence (\d+) says he presses well\./g)].map((m) => Number(m[1]))
    const typed = [...LONG.matchAll(/Sentence (\d+) says he presses well\./g)].map((m) => Number(m[1]))
    expect(numbers).toEqual(typed)
    expect(words).toContain(LONG.slice(-40).trim())
    for (const page of pages.slice(0, -1)) expect(page).toContain('The card goes on over the page.')
    for (const page of pages.slice(1))
      expect(page).toContain('Kylian ⚽ Mbappé — summary of the latest scouting report, continued')
    for (const page of pages) expect(page).toMatch(/Prepared by .+ on .+ · Scoutline/)
  })
})

describe('file names', () => {
  it('the card, the list and the list with its cards each say what they are and whose', async () => {
    const day = new Date().toISOString().slice(0, 10)
    const card = await get(`/api/scout/player/${mbappe.uid}/card?format=pdf`)
    const lines = await get(`/api/scout/lists/${list.uid}/export?format=pdf`)
    const cards = await get(`/api/scout/lists/${list.uid}/export?format=pdf&cards=1`)
    expect(savedAs(card.headers['content-disposition'])).toBe(`player-card-kylian-mbappé-${day}.pdf`)
    expect(savedAs(lines.headers['content-disposition'])).toBe(`list-wingers-${day}.pdf`)
    expect(savedAs(cards.headers['content-disposition'])).toBe(`list-with-cards-wingers-${day}.pdf`)
  })
})
