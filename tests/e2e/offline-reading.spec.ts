import type { Page } from '@playwright/test'
import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// A scout's shortlist without a signal: shortlisted online, read offline after a reload — the list and each
// player's page (identity, statistics, matches), said to be the device's copy — and a note written there that
// reaches the server exactly once when the signal returns. Another scout on the same browser reads nothing of it.

test.setTimeout(180_000)

async function shortlist(page: Page, names: string[]) {
  const players: { uid: string; name: string }[] = []
  for (const name of names) {
    const [found] = await apiCall(page, 'GET', `/api/scout/search?q=${encodeURIComponent(name)}&limit=1`)
    await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: found.uid, is_shortlisted: true })
    players.push({ uid: found.uid, name: found.name })
  }
  return players
}

test('a scout reads the saved shortlist offline, and a note written there reaches the server once', async ({
  page,
  context,
}) => {
  await registerScout(page, 'e2e-offline')
  await controlledByServiceWorker(page)
  const players = await shortlist(page, ['Mbappe', 'Messi', 'Mahrez'])
  await page.goto('/scout/shortlist')
  const offlineCard = page.getByRole('region', { name: 'Offline reading' })
  await expect(offlineCard).toContainText('Saved on this device for offline reading: 3 players', SLOW)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('No connection: your shortlist as saved on this device')).toBeVisible(SLOW)
  for (const player of players) await expect(page.getByRole('main')).toContainText(player.name)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'shortlist-offline')

  for (const player of players) {
    await page.goto(`/scout/players/${player.uid}`)
    await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible(SLOW)
    await expect(page.getByText('No connection: this page as saved on this device')).toBeVisible()
    await expect(page.locator('[data-stat="matches"] dd')).not.toBeEmpty()
    await expect(page.getByRole('heading', { name: 'Matches played' })).toBeVisible()
  }
  await shootAtBothSizes(page, 'player-offline')
  const note = `Quick in transition, offline ${Date.now().toString(36)}`
  await page.getByLabel(/^New note/).fill(note)
  await page.getByRole('button', { name: 'Save the note' }).click()
  const notes = page.getByRole('list', { name: 'Your notes' })
  await expect(notes).toContainText(note, SLOW)
  await expect(notes).toContainText('Saved on this device · waiting to sync')
  await expect(page.getByTestId('sync-indicator').first()).toContainText('Offline · 1 waiting')

  // A player let go offline leaves the saved shortlist at once, and after a reload too.
  await page.goto('/scout/shortlist')
  await page.getByRole('button', { name: `Shortlisted ${players[0]!.name}` }).click()
  await expect(page.getByTestId('sync-indicator').first()).toContainText('Offline · 2 waiting', SLOW)
  await page.reload()
  await expect(page.getByRole('main')).toContainText(players[1]!.name, SLOW)
  await expect(page.getByRole('main')).not.toContainText(players[0]!.name)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-indicator').first()).toContainText('All synced', SLOW)
  const kept = (await apiCall(page, 'GET', `/api/scout/notes?pid=${players[2]!.uid}`)) as { text: string }[]
  expect(kept.filter((n) => n.text === note)).toHaveLength(1)
  const still = (await apiCall(page, 'GET', '/api/scout/shortlisted?page=1&limit=100')) as { uid: string }[]
  expect(still.map((p) => p.uid).sort()).toEqual([players[1]!.uid, players[2]!.uid].sort())
})

test('signing out removes the saved shortlist; another scout on the browser reads none of it', async ({
  page,
  context,
}) => {
  await registerScout(page, 'e2e-first')
  await controlledByServiceWorker(page)
  const [player] = await shortlist(page, ['Kane'])
  const first = (await apiCall(page, 'GET', '/api/scout/token_login')).uid as string
  await page.goto('/scout/shortlist')
  await expect(page.getByRole('region', { name: 'Offline reading' })).toContainText(
    'Saved on this device for offline reading: 1 player',
    SLOW,
  )

  await page.getByRole('button', { name: 'Log out', exact: true }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(
    'Signing out removes from this device: your shortlist and lists saved for offline reading',
  )
  await dialog.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login/, SLOW)
  const left = await page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('reads')) return resolve(0)
          const count = db.transaction('reads').objectStore('reads').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
    `scoutline-reads-${first}`,
  )
  expect(left).toBe(0)

  await registerScout(page, 'e2e-second')
  // The area opens offline on the profile the server last confirmed on this device: wait until it is kept.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('scouting.profile.scout')), SLOW)
    .toContain('e2e-second')
  await context.setOffline(true)
  await page.goto(`/scout/players/${player!.uid}`)
  await expect(page.getByText('The player could not be loaded.')).toBeVisible(SLOW)
  await context.setOffline(false)
})
