import { afterAll, beforeAll, expect, it } from 'vitest'
import { factories } from '../support/factories'
import { buildTestApp, type TestApp } from '../support/test-app'

// A file is named after what it holds, cut at 80 letters: a player whose name has a letter written with two UTF-16
// units (𝒜) at the cut answered 500 for every scout's card PDF of him (the half letter cannot be sent in a header).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

it('sends the card of a player whose name has a two-unit letter at the cut, named to the whole letter', async () => {
  const name = `${'Ana '.repeat(19)}Bel𝒜 Ortiz`
  expect(name.indexOf('𝒜')).toBe(79)
  const player = await factories(await t.loginAs('community')).player({ name })
  const scout = await t.loginAs('scout')
  const card = await scout.inject({ url: `/api/scout/player/${player.uid}/card?format=pdf` })
  expect(card.statusCode, card.body.slice(0, 200)).toBe(200)
  const disposition = card.headers['content-disposition'] as string
  const named = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)
  expect(named).toMatch(/^player-card-(ana-){19}bel𝒜-\d{4}-\d{2}-\d{2}\.pdf$/)
})
