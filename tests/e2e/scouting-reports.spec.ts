import type { Page } from '@playwright/test'
import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { writeReport } from './report-helpers'
import { apiCall } from './requests'

// A scout's judgement, kept: a report written on a player's page (seen there and in Compare), a named list of
// three players with one moved to Recommended — online, and again with the network cut, where everything waits
// on the device and reaches the server once when the signal returns.

test.setTimeout(180_000)

async function find(page: Page, names: string[]) {
  const found: { uid: string; name: string }[] = []
  for (const name of names) {
    const [player] = await apiCall(page, 'GET', `/api/scout/search?q=${encodeURIComponent(name)}&limit=1`)
    found.push({ uid: player.uid, name: player.name })
  }
  return found
}

test('a scout writes a report, sees it on the page and in Compare, and keeps a list of three', async ({
  page,
}) => {
  await registerScout(page, 'e2e-reports')
  const [first, second, third] = await find(page, ['Mbappe', 'Messi', 'Mahrez'])
  await page.goto(`/scout/players/${first!.uid}`)
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible(SLOW)
  await writeReport(page, 'Sign', 'Decisive in the **box**; presses well.')
  const reports = page.getByRole('region', { name: 'Your scouting reports' })
  await expect(reports.getByRole('article').first()).toContainText('Sign', SLOW)
  await expect(reports).toContainText('Seen today')
  await expect(reports.locator('strong', { hasText: 'box' })).toBeVisible()
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'report-on-player')

  await page.goto(`/scout/compare?ids=${first!.uid},${second!.uid}`)
  const judged = page.getByRole('region', { name: 'Your scouting reports' })
  await expect(judged).toContainText('Sign', SLOW)
  await expect(judged).toContainText('No report')
  await shootAtBothSizes(page, 'report-in-compare')

  await page.goto('/scout/lists')
  await page.getByLabel(/^Name/).fill('Forwards U30')
  await page.getByRole('button', { name: 'Make the list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forwards U30' })).toBeVisible(SLOW)
  for (const player of [first!, second!, third!]) {
    await page.goto(`/scout/players/${player.uid}`)
    await page.getByText('Add to a list').click()
    // The scout's one list is offered first.
    await expect(page.getByLabel('List', { exact: true }).locator('option:checked')).toHaveText(
      /^Forwards U30/,
      SLOW,
    )
    await page.getByRole('button', { name: `Add ${player.name}` }).click()
    await expect(page.getByText(`${player.name} is on “Forwards U30”.`)).toBeVisible(SLOW)
  }
  await page.goto('/scout/lists')
  await page.getByRole('link', { name: 'Forwards U30' }).click()
  const table = page.getByRole('table', { name: /Players on Forwards U30/ })
  await expect(table.getByRole('row')).toHaveCount(4, SLOW)
  // On a tablet every column is on the screen: none scrolled out of the card (Matches and Goals were).
  expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true)
  await page.getByLabel(`Status of ${second!.name}`).selectOption('recommended')
  await expect(page.getByText('Status saved.')).toBeVisible(SLOW)
  await expect(table.getByRole('row', { name: new RegExp(first!.name) })).toContainText('Sign')
  await page.getByLabel('Status', { exact: true }).selectOption('recommended')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'list-page')
  const lists = (await apiCall(page, 'GET', '/api/scout/lists')) as { name: string; statuses: object }[]
  expect(lists).toEqual([
    expect.objectContaining({ name: 'Forwards U30', statuses: { watching: 2, recommended: 1 } }),
  ])
})

test('with the network cut, a report and a list wait on the device and reach the server once', async ({
  page,
  context,
}) => {
  await registerScout(page, 'e2e-reports-off')
  await controlledByServiceWorker(page)
  const players = await find(page, ['Mbappe', 'Messi', 'Mahrez'])
  for (const p of players)
    await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: p.uid, is_shortlisted: true })
  await page.goto('/scout/shortlist')
  await expect(page.getByRole('region', { name: 'Offline reading' })).toContainText(
    'Saved on this device',
    SLOW,
  )
  await page.goto('/scout/lists')
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible(SLOW)

  await context.setOffline(true)
  await page.goto(`/scout/players/${players[0]!.uid}`)
  await expect(page.getByText('No connection: this page as saved on this device')).toBeVisible(SLOW)
  await writeReport(page, 'Monitor', 'Seen at the ground without a signal.')
  await expect(page.getByRole('region', { name: 'Your scouting reports' })).toContainText(
    'waiting to sync',
    SLOW,
  )

  await page.goto('/scout/lists')
  await page.getByLabel(/^Name/).fill('January window')
  await page.getByRole('button', { name: 'Make the list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'January window' })).toBeVisible(SLOW)
  for (const player of players) {
    await page.goto(`/scout/players/${player.uid}`)
    await page.getByText('Add to a list').click()
    await page.getByRole('button', { name: `Add ${player.name}` }).click()
    await expect(page.getByText(`${player.name} is on “January window” on this device`)).toBeVisible(SLOW)
  }
  await page.goto('/scout/lists')
  await page.getByRole('link', { name: 'January window' }).click()
  const table = page.getByRole('table', { name: /Players on January window/ })
  await expect(table.getByRole('row')).toHaveCount(4, SLOW)
  await page.getByLabel(`Status of ${players[2]!.name}`).selectOption('recommended')
  await page.reload()
  await expect(page.getByLabel(`Status of ${players[2]!.name}`)).toHaveValue('recommended', SLOW)
  await shootAtBothSizes(page, 'list-offline')

  await context.setOffline(false)
  await expect(page.getByTestId('sync-indicator').first()).toContainText('All synced', { timeout: 60_000 })
  const reports = (await apiCall(page, 'GET', `/api/scout/reports?pid=${players[0]!.uid}`)) as {
    recommendation: string
  }[]
  expect(reports.map((r) => r.recommendation)).toEqual(['monitor'])
  const lists = (await apiCall(page, 'GET', '/api/scout/lists')) as {
    uid: string
    name: string
    count: number
  }[]
  expect(lists).toEqual([expect.objectContaining({ name: 'January window', count: 3 })])
  const list = (await apiCall(page, 'GET', `/api/scout/lists/${lists[0]!.uid}`)) as {
    entries: { player: { uid: string }; status: string }[]
  }
  expect(list.entries.find((e) => e.player.uid === players[2]!.uid)?.status).toBe('recommended')
})
