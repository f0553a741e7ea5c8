import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { apiCall } from './requests'

// A first visit's shortlist says "Saved on this device" only once the app itself (the service worker's shell)
// and the shortlist are both stored; until then it says what is still being saved. It said "Your shortlist is
// saved on this device" while the worker was still installing: offline then, the app did not open.

test.setTimeout(120_000)

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the shortlist says saved only once the app and the data are stored, at ${viewport.width}px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport)
    // The worker's copy of the app is slowed down (a slow first visit), so its install outlasts the data's.
    let slowed = false
    await context.route('**/assets/**', async (route) => {
      if (route.request().serviceWorker() && !slowed) {
        slowed = true
        await new Promise((done) => setTimeout(done, 6_000))
      }
      await route.continue()
    })
    await registerScout(page, 'e2e-ready-words')
    const [player] = await apiCall(page, 'GET', '/api/scout/search?q=Mbappe&limit=1')
    await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: player.uid, is_shortlisted: true })
    await page.goto('/scout/shortlist')
    const card = page.getByRole('region', { name: 'Offline reading' })
    const said: { text: string; stored: boolean }[] = []
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(async () => ({
            text: document.querySelector('[aria-label="Offline reading"]')?.textContent ?? '',
            stored: Boolean((await navigator.serviceWorker.getRegistration())?.active),
          }))
          if (said.at(-1)?.text !== now.text || said.at(-1)?.stored !== now.stored) said.push(now)
          return now.stored && now.text.includes('Saved on this device for offline reading')
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(true)
    const before = said.filter((s) => !s.stored && s.text)
    expect(before.length, 'what the card said while the app was being stored').toBeGreaterThan(0)
    // Never "saved on this device" before the app is stored; each line says what is still being saved.
    const claims = before
      .map((s) => s.text)
      .filter((text) => /^(?!Not saved).*saved on this device/i.test(text))
    expect(claims).toEqual([])
    for (const { text } of before.filter((s) => !s.text.startsWith('Not saved')))
      expect(text).toMatch(/Keep a signal until this says it is saved/)
    expect(before.some((s) => s.text.includes('the app itself'))).toBe(true)
    await expect(card).toContainText('1 player', SLOW)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: test.info().outputPath(`offline-ready-${viewport.width}.png`) })
  })
}
