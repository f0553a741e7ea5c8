import { shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// The shortlist's own read is in the offline copy the moment it arrives, before any player's page is; the card
// said "Saved on this device" in that moment, and a scout who then left the ground's signal found the player's
// page not saved. Every text the card ever shows is recorded (a transient one too), and the player's page is
// slowed: the card may say it is saved only after that page has been stored.

test.setTimeout(120_000)

test('the shortlist says saved only once its players’ pages are stored', async ({ page, context }) => {
  await registerScout(page, 'e2e-saved-words')
  await controlledByServiceWorker(page)
  const [player] = await apiCall(page, 'GET', '/api/scout/search?q=Mbappe&limit=1')
  await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: player.uid, is_shortlisted: true })

  let profileAnsweredAt = Number.POSITIVE_INFINITY
  await context.route(`**/api/scout/profile/${player.uid}`, async (route) => {
    await new Promise((done) => setTimeout(done, 3_000))
    const response = await route.fetch()
    profileAnsweredAt = Date.now()
    await route.fulfill({ response })
  })
  await page.addInitScript(() => {
    const said: { text: string; at: number }[] = []
    ;(window as unknown as { cardSaid: typeof said }).cardSaid = said
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label="Offline reading"]')?.textContent ?? ''
      if (text && said.at(-1)?.text !== text) said.push({ text, at: Date.now() })
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/scout/shortlist')
  const card = page.getByRole('region', { name: 'Offline reading' })
  // While the player's page is on its way the card says so (and asks to keep a signal), at both sizes.
  await expect(card).toContainText('Saving for offline reading', SLOW)
  await shootAtBothSizes(page, 'shortlist-saving')
  await expect(card).toContainText('Saved on this device for offline reading: 1 player', SLOW)
  await shootAtBothSizes(page, 'shortlist-saved')

  const said = await page.evaluate(
    () => (window as unknown as { cardSaid: { text: string; at: number }[] }).cardSaid,
  )
  const firstSaved = said.find((s) => s.text.includes('Saved on this device'))!
  expect(
    firstSaved.at,
    `what the card said: ${JSON.stringify(said.map((s) => s.text))}`,
  ).toBeGreaterThanOrEqual(profileAnsweredAt)
  expect(said.some((s) => s.text.startsWith('Saving for offline reading'))).toBe(true)

  // And it is so: without a signal, the player's page opens from the device.
  await context.setOffline(true)
  await page.goto(`/scout/players/${player.uid}`)
  await expect(page.getByText('No connection: this page as saved on this device')).toBeVisible(SLOW)
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible()
})
