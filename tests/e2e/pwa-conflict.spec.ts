import { expect, type Page, test } from '@playwright/test'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'

// Two tablets edit the same player. The one that was offline replays a change based on a version the other
// has already replaced: the server answers 409 with its current record, the outbox screen shows mine next to the
// server's, and "Keep mine" re-sends my change on top of the server's version — never overwriting blindly.

test.setTimeout(150_000)

async function rename(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Save profile' }).click()
}

test('a stale offline edit becomes a visible conflict that the member resolves with keep mine', async ({
  browser,
}) => {
  const run = Date.now().toString(36)
  const tabletA = await browser.newContext()
  const tabletB = await browser.newContext()
  const a = await tabletA.newPage()
  const b = await tabletB.newPage()
  await signIn(a, 'community')
  await signIn(b, 'community')
  await controlledByServiceWorker(a)

  // A player both tablets open.
  await a.goto('/community/players/new')
  await a.getByLabel(/^Name/).fill(`Contested Ten ${run}`)
  await a.getByRole('button', { name: 'Create player' }).click()
  await expect(a).toHaveURL(/\/community\/players\/[0-9a-f-]{36}$/, SLOW)
  const playerUrl = new URL(a.url()).pathname
  await b.goto(playerUrl)
  await expect(b.getByRole('heading', { name: `Contested Ten ${run}` })).toBeVisible(SLOW)

  // A edits offline; B edits online first.
  await tabletA.setOffline(true)
  await rename(a, `Mine Ten ${run}`)
  await expect(a.getByTestId('sync-indicator').first()).toContainText('Offline · 1 waiting', SLOW)
  await rename(b, `Theirs Ten ${run}`)
  await expect(b.getByText(/saved/i).first()).toBeVisible(SLOW)

  // A comes back: the replay meets B's newer version.
  await tabletA.setOffline(false)
  const indicator = a.getByTestId('sync-indicator').first()
  await expect(indicator).toContainText('1 problem', SLOW)
  await indicator.click()
  const item = a.getByTestId('outbox-item')
  await expect(item).toContainText('Conflict')
  const row = item.getByRole('row', { name: /^name/ })
  await expect(row).toContainText(`Mine Ten ${run}`)
  await expect(row).toContainText(`Theirs Ten ${run}`)
  await a.setViewportSize({ width: 1024, height: 768 })
  await a.screenshot({ path: test.info().outputPath('outbox-conflict-1024.png'), fullPage: true })
  await a.setViewportSize({ width: 390, height: 844 })
  await a.screenshot({ path: test.info().outputPath('outbox-conflict-390.png'), fullPage: true })
  await a.setViewportSize({ width: 1024, height: 768 })

  await item.getByRole('button', { name: 'Keep mine' }).click()
  await expect(a.getByText('Everything is synced')).toBeVisible(SLOW)
  const name = await a.evaluate(async (path) => {
    const r = await fetch(path.replace('/community/players/', '/api/community/profile/'))
    return (await r.json()).data.name
  }, playerUrl)
  expect(name).toBe(`Mine Ten ${run}`)
  await tabletA.close()
  await tabletB.close()
})
