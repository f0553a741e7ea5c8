import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'

// Two tabs of one member share one outbox. Offline, each tab saves players; back online both tabs' sync
// machines wake at once — and each write still reaches the server exactly once (a Web Lock per write, and
// the idempotency key behind it).

test.setTimeout(150_000)

async function createOffline(page: Page, name: string) {
  await page.goto('/community/players/new')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('button', { name: 'Create player' }).click()
  await expect(page.getByText('Saved on this device')).toBeVisible(SLOW)
}

const serverCount = (page: Page, name: string) =>
  page.evaluate(async (q) => {
    const r = await fetch(`/api/community/player?q=${encodeURIComponent(q)}&limit=50`)
    return (await r.json()).data.filter((p: { name: string }) => p.name === q).length as number
  }, name)

test('two tabs offline, then online: each write lands once', async ({ communityPage: first, context }) => {
  const run = Date.now().toString(36)
  await controlledByServiceWorker(first)
  const second = await context.newPage()
  await second.goto('/community/players/new')
  await expect(second.getByLabel(/^Name/)).toBeVisible(SLOW)
  await first.goto('/community/players/new')
  await expect(first.getByLabel(/^Name/)).toBeVisible(SLOW)

  await context.setOffline(true)
  const names = [`Tab One Keeper ${run}`, `Tab Two Winger ${run}`, `Tab One Striker ${run}`]
  await createOffline(first, names[0]!)
  await createOffline(second, names[1]!)
  await createOffline(first, names[2]!)
  for (const tab of [first, second])
    await expect(tab.getByTestId('sync-indicator').first()).toContainText('Offline · 3 waiting', SLOW)

  await context.setOffline(false)
  for (const tab of [first, second])
    await expect(tab.getByTestId('sync-indicator').first()).toContainText('All synced', SLOW)
  for (const name of names) expect(await serverCount(first, name)).toBe(1)
})
