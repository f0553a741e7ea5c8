import type { Page } from '@playwright/test'
import { shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'

// The visible sync experience. A member creates players while the network is off and while the server answers
// 503; the indicator atop the area says so, the outbox screen lists the waiting write with the server's answer,
// and once the server is reachable everything syncs and the players exist on the server exactly once.
// Screenshots at tablet and phone width go to test-results/.

test.setTimeout(150_000)

async function createPlayer(page: Page, name: string) {
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Create player' }).click()
}

/** The players the server holds under exactly this name (search is fuzzy: similar names of other tests match). */
async function serverNames(page: Page, q: string): Promise<string[]> {
  const names = await page.evaluate(async (query) => {
    const r = await fetch(`/api/community/player?q=${encodeURIComponent(query)}`)
    return (await r.json()).data.map((p: { name: string }) => p.name) as string[]
  }, q)
  return names.filter((name) => name === q)
}

test('the indicator and the outbox screen follow writes made offline and against a failing server', async ({
  communityPage: page,
  context,
}) => {
  const run = Date.now().toString(36)
  await controlledByServiceWorker(page)
  const indicator = page.getByTestId('sync-indicator').first()
  await expect(indicator).toContainText('All synced', SLOW)

  // Offline (the area's pages are already open: no navigation needed while offline).
  await page.goto('/community/players/new')
  await expect(page.getByLabel(/^Name/)).toBeVisible(SLOW)
  await context.setOffline(true)
  await expect(indicator).toContainText('Offline')
  await createPlayer(page, `Offline Keeper ${run}`)
  await expect(indicator).toContainText('Offline · 1 waiting', SLOW)
  await shootAtBothSizes(page, 'sync-indicator-offline')
  await context.setOffline(false)
  await expect(indicator).toContainText('All synced', SLOW)
  await expect(indicator).toContainText(/Last synced \d/)
  expect(await serverNames(page, `Offline Keeper ${run}`)).toEqual([`Offline Keeper ${run}`])

  // The server answers 503 (a stadium proxy with the backend gone): the write waits, with the reason shown.
  await page.route('**/api/community/player', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service unavailable"}',
        })
      : route.continue(),
  )
  await page.goto('/community/players/new')
  await createPlayer(page, `Gateway Winger ${run}`)
  await expect(indicator).toContainText('1 waiting', SLOW)
  await indicator.click()
  await expect(page).toHaveURL(/\/community\/sync$/)
  const item = page.getByTestId('outbox-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(`New player Gateway Winger ${run}`)
  await expect(item).toContainText('Waiting')
  // In words, never the wire: no method, no address.
  await expect(item).not.toContainText('/api/')
  await expect(item).toContainText('Service unavailable')
  await shootAtBothSizes(page, 'outbox-waiting')

  await page.unroute('**/api/community/player')
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText('Everything is synced')).toBeVisible(SLOW)
  await expect(indicator).toContainText('All synced')
  expect(await serverNames(page, `Gateway Winger ${run}`)).toEqual([`Gateway Winger ${run}`])
})
