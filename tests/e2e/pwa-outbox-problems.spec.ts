import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'

// A write queued offline that the server refuses when it is replayed (400 with a field issue) stays in the
// outbox as a problem: the member sees the server's message, corrects the body in the edit form and it syncs;
// signing out with a problem still waiting asks first; a second refused write is discarded on purpose.

test.setTimeout(150_000)

test('a refused write is shown, edited and synced; another is discarded; signing out warns meanwhile', async ({
  communityPage: page,
}) => {
  const run = Date.now().toString(36)
  await controlledByServiceWorker(page)
  const indicator = page.getByTestId('sync-indicator').first()

  // Two players saved while the server answers 503: both wait on the device.
  // The new answer is installed before the old one is removed (the newest route wins), so a replay fired by the
  // backoff timer in between can never slip through to the real server.
  type Handler = Parameters<typeof page.route>[1]
  let current: Handler | undefined
  const refuseWith = async (status: number, body: object) => {
    const previous = current
    current = (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
        : route.continue()
    await page.route('**/api/community/player', current)
    if (previous) await page.unroute('**/api/community/player', previous)
  }
  await refuseWith(503, { message: 'Service unavailable' })
  for (const name of [`Refused Back ${run}`, `Unwanted Nine ${run}`]) {
    await page.goto('/community/players/new')
    await page.getByLabel(/^Name/).fill(name)
    await page.getByRole('button', { name: 'Create player' }).click()
    await expect(page.getByText(/Saved on this device/)).toBeVisible(SLOW)
  }
  await expect(indicator).toContainText('2 waiting', SLOW)

  // Then the server refuses both (as a stricter server version would) with a field issue.
  await refuseWith(400, {
    message: 'Check the name',
    issues: [{ path: 'name', message: 'Use the full name' }],
  })
  await page.getByTestId('sync-indicator').first().click()
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(indicator).toContainText('2 problems', SLOW)
  const items = page.getByTestId('outbox-item')
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('Refused')
  await expect(items.first()).toContainText('Check the name')
  await expect(items.first()).toContainText('Use the full name')
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: test.info().outputPath(`outbox-problems-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1024, height: 768 })

  // Signing out with unsynced writes asks first; saying no keeps the member signed in.
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  const ask = page.getByRole('dialog', { name: 'Sign out with changes waiting?' })
  await expect(ask).toContainText('2 changes have not reached the server yet')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  await expect(page).toHaveURL(/\/community\/sync$/)
  await expect(items).toHaveCount(2)

  // Edit the first: the form holds the queued body; the corrected name syncs once the server accepts it.
  await page.unroute('**/api/community/player')
  const first = items.filter({ hasText: `Refused Back ${run}` })
  await first.getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Refused Back ${run}`)
  await page.getByLabel('Name', { exact: true }).fill(`Refused Fullback ${run}`)
  await page.getByRole('button', { name: 'Save and sync again' }).click()
  await expect(items).toHaveCount(1, SLOW)

  // Discard the second, after confirming.
  await items.getByRole('button', { name: 'Discard' }).click()
  await items.getByRole('button', { name: 'Discard for good' }).click()
  await expect(page.getByText('Everything is synced')).toBeVisible(SLOW)

  const names = await page.evaluate(async (q) => {
    const r = await fetch(`/api/community/player?q=${encodeURIComponent(q)}&limit=50`)
    return (await r.json()).data.map((p: { name: string }) => p.name)
  }, run)
  expect(names).toEqual([`Refused Fullback ${run}`])
})
