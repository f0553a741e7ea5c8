import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { apiCall } from './requests'

// What leaves the app (docs/decisions/0046-files-and-share-links.md), done as a scout does it: a list downloaded as CSV
// equals the table on the screen; the list printed shows the table only; a share link opened in a fresh browser (no
// account) shows the list at both sizes, and says "This link was withdrawn" once the scout withdraws it. The player's
// card downloads as PDF.

test.setTimeout(180_000)

async function listOfThree(page: Page) {
  const found: { uid: string; name: string }[] = []
  for (const name of ['Mbappe', 'Ødegaard', 'Çalhanoğlu']) {
    const [player] = await apiCall(page, 'GET', `/api/scout/search?q=${encodeURIComponent(name)}&limit=1`)
    found.push({ uid: player.uid, name: player.name })
  }
  const list = await apiCall(page, 'POST', '/api/scout/lists', { name: 'Midfield targets' })
  for (const p of found) await apiCall(page, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: p.uid })
  await apiCall(page, 'PUT', `/api/scout/lists/${list.uid}/players/${found[1]!.uid}`, {
    status: 'recommended',
  })
  return { list, players: found }
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
  return { name: file.suggestedFilename(), path: (await file.path())! }
}

test('a list leaves as CSV, on paper and as a link that ends when withdrawn', async ({ page, browser }) => {
  await registerScout(page, 'e2e-exports')
  const { list, players } = await listOfThree(page)
  await page.goto(`/scout/lists/${list.uid}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Midfield targets' })).toBeVisible(SLOW)

  // The CSV, read back by a CSV parser, is the table shown: the same players in the same order, the same statuses.
  await page.getByText('Download', { exact: true }).click()
  const csv = await download(page, 'Table as CSV')
  expect(csv.name).toBe(`midfield-targets-${new Date().toISOString().slice(0, 10)}.csv`)
  const rows = parse(fs.readFileSync(csv.path, 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<
    string,
    string
  >[]
  const table = page.getByRole('table', { name: 'Players on Midfield targets' })
  const shownNames = await table.locator('tbody tr td:first-child a').allTextContents()
  expect(rows.map((r) => r.Player)).toEqual(shownNames)
  const shownStatuses = await table
    .locator('tbody tr select')
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]!.textContent))
  expect(rows.map((r) => r.Status)).toEqual(shownStatuses)
  expect(rows.map((r) => r.Player).sort()).toEqual(players.map((p) => p.name).sort())

  await page.getByText('Download', { exact: true }).click()
  const pdf = await download(page, 'List as PDF')
  expect(fs.readFileSync(pdf.path).subarray(0, 5).toString()).toBe('%PDF-')

  // On paper: the table, without the area's bars, menus or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(table).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('list-printed.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // A link for 7 days, shown once, opened by someone with no account.
  await page.getByRole('button', { name: 'Share' }).click()
  const form = page.getByRole('form', { name: /^Share the list/ })
  await expect(form.getByLabel('The link works for')).toHaveValue('7', SLOW)
  await form.getByRole('button', { name: 'Make the link' }).click()
  const url = await page.getByLabel('The link', { exact: true }).inputValue()
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/)
  await shootAtBothSizes(page, 'share-made')

  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  await visitor.goto(new URL(url).pathname)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Midfield targets' })).toBeVisible(SLOW)
  await expect(visitor.getByText(/Shared by/)).toBeVisible()
  for (const p of players) await expect(visitor.getByText(p.name, { exact: true })).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoViolations(visitor)
  await shootAtBothSizes(visitor, 'shared-list')

  // The scout sees it opened once, and withdraws it: the stranger's next visit says so.
  await page.goto('/scout/lists/shared')
  const links = page.getByRole('table', { name: 'Your shared links' })
  await expect(links).toContainText('Midfield targets', SLOW)
  await expect(links).toContainText('once')
  await shootAtBothSizes(page, 'shared-links')
  // On a tablet every column is on the screen: none scrolled out of the card (Withdraw was, beside the menu).
  expect(await links.evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true)
  await links.getByRole('button', { name: /^Withdraw the link/ }).click()
  await page.getByRole('button', { name: 'Withdraw the link', exact: true }).click()
  await expect(links).toContainText('Withdrawn', SLOW)
  await visitor.reload()
  await expect(visitor.getByText('This link was withdrawn')).toBeVisible(SLOW)
  await shootAtBothSizes(visitor, 'shared-withdrawn')
  await stranger.close()
})

test('a player’s card downloads as a PDF named after him, and is shared as a page', async ({
  page,
  browser,
}) => {
  await registerScout(page, 'e2e-card')
  const [player] = await apiCall(page, 'GET', '/api/scout/search?q=Mbappe&limit=1')
  await page.goto(`/scout/players/${player.uid}`)
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible(SLOW)
  const card = await download(page, 'Card as PDF')
  expect(card.name).toMatch(/\.pdf$/)
  expect(fs.readFileSync(card.path).subarray(0, 5).toString()).toBe('%PDF-')
  await shootAtBothSizes(page, 'player-page-actions')
  // On paper: the player, without the area's bars, buttons or the forms to write a note or an enquiry.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Card as PDF' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('player-printed.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await page.getByLabel('Mail it to').fill('not an address')
  await page.getByRole('button', { name: 'Make the link' }).click()
  await expect(page.getByText('Enter a valid email address')).toBeVisible(SLOW)
  await page.getByLabel('Mail it to').fill('director@club.example')
  await page.getByRole('button', { name: 'Make the link' }).click()
  await expect(page.getByText('it was mailed to the address you gave')).toBeVisible(SLOW)
  const url = await page.getByLabel('The link', { exact: true }).inputValue()
  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  await visitor.goto(new URL(url).pathname)
  await expect(visitor.getByRole('heading', { level: 1, name: player.name })).toBeVisible(SLOW)
  await expect(visitor.getByRole('heading', { name: 'Numbers by season' })).toBeVisible()
  await expectNoViolations(visitor)
  await shootAtBothSizes(visitor, 'shared-card')
  await stranger.close()
})
