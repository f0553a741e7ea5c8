import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerScout, toasts } from './foundation-helpers'

// The toast lifecycle as a user sees it (docs/spec.md#9-toast-defaults): 5 s on screen, kept while hovered, a tap
// dismisses; toasts sit top-right, below the header's controls, never over them.

async function expectApart(toast: Locator, controls: Locator[]) {
  // A toast slides in from above the screen: measure it where it comes to rest.
  const top = async () => (await toast.boundingBox())?.y
  await expect
    .poll(async () => {
      const before = await top()
      await toast.page().waitForTimeout(150)
      return before !== undefined && before === (await top())
    })
    .toBe(true)
  const t = (await toast.boundingBox())!
  for (const control of controls) {
    const c = (await control.boundingBox())!
    const overlap = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height
    expect(overlap, `${await control.textContent()} is covered by the toast`).toBe(false)
  }
}

interface ToastTimesWindow {
  toastTimes: { text: string; drawn: number; fading?: number }[]
}

/** An init script: when each toast is drawn and when it starts to fade, by the page's own clock. */
function recordToastTimes() {
  const times: ToastTimesWindow['toastTimes'] = []
  ;(window as unknown as ToastTimesWindow).toastTimes = times
  const seen = new Map<Element, ToastTimesWindow['toastTimes'][number]>()
  new MutationObserver(() => {
    for (const card of document.querySelectorAll('[data-sonner-toast] button[data-kind]')) {
      let entry = seen.get(card)
      if (!entry) {
        entry = { text: card.textContent ?? '', drawn: performance.now() }
        seen.set(card, entry)
        times.push(entry)
      }
      if (entry.fading === undefined && card.getAttribute('data-fading') === 'true')
        entry.fading = performance.now()
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-fading'] })
}

const welcomeToast = (page: Page) => toasts(page).getByRole('button', { name: /Welcome!/ })

test.describe('toasts', () => {
  test('a toast leaves by itself after about five seconds', async ({ page }) => {
    // Timed in the page: Playwright's own polling can notice a toast a second or more late on a loaded machine,
    // which would eat into the five seconds being checked.
    await page.addInitScript(recordToastTimes)
    await page.goto('/scout')
    const toast = toasts(page).getByRole('button', { name: /User not authenticated/ })
    await expect(toast).toBeVisible()
    await expect(toast).toHaveCount(0, { timeout: 15_000 })
    const times = (await page.evaluate(() => (window as unknown as ToastTimesWindow).toastTimes)).find((t) =>
      t.text.includes('User not authenticated'),
    )!
    // Its clock starts when the refused answer has come (the toast is made then), a moment before it is drawn:
    // at least five seconds from the answer, and it starts to fade within a few of being drawn.
    const answered = await page.evaluate(
      (drawn) =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/') && (e as PerformanceResourceTiming).responseEnd <= drawn)
            .map((e) => (e as PerformanceResourceTiming).responseEnd),
        ),
      times.drawn,
    )
    expect(answered, 'the refused request that made the toast').toBeGreaterThan(0)
    expect(times.fading! - answered).toBeGreaterThanOrEqual(4_990)
    expect(times.fading! - times.drawn).toBeLessThan(9_000)
  })

  test('a tap dismisses a toast; hovering keeps it', async ({ page }) => {
    await page.goto('/admin')
    const toast = toasts(page).getByRole('button', { name: /User not authenticated/ })
    await toast.hover()
    await page.waitForTimeout(6_000)
    await expect(toast).toBeVisible()
    await toast.click()
    await expect(toast).toHaveCount(0, { timeout: 1_000 })
  })

  test('a tapped toast fades out and is gone in 300 ms', async ({ page }) => {
    // docs/spec.md#9-toast-defaults: a fade of 300 ms. The card waited for sonner's own exit after the fade and
    // left the screen ~530 ms after it began to fade. The page's clock is held still and moved by hand, so a
    // busy machine's late timers cannot blur the 300 ms.
    await page.clock.install()
    await page.goto('/admin')
    const toast = toasts(page).getByRole('button', { name: /User not authenticated/ })
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await page.clock.pauseAt(Date.now() + 1_000)
    await toast.click()
    await expect(toast).toHaveAttribute('data-fading', 'true')
    await page.clock.runFor(290)
    // Still fading 290 ms in …
    await expect(toast).toBeAttached()
    await page.clock.runFor(20)
    // … and gone at 300, with no more time passing on the page's clock.
    await expect(toast).toHaveCount(0, { timeout: 2_000 })
  })

  test('several toasts stay open together, newest on top', async ({ page }) => {
    await registerScout(page, 'e2e-toast')
    // Focused, the welcome waits (as when hovered) however long the move below takes on a loaded machine.
    await welcomeToast(page).focus()
    // A client-side move into an area the scout has no session for (wouter follows history.pushState).
    await page.evaluate(() => window.history.pushState(null, '', '/admin'))
    await expect(page).toHaveURL('/admin/login')
    const items = toasts(page).getByRole('button')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('User not authenticated Please login')
    await expect(items.nth(1)).toContainText('Welcome!')
  })

  test('a toast leaves the header’s controls uncovered on a tablet and on a phone', async ({ page }) => {
    // The public header: its menu at the top right.
    for (const size of [
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await page.goto('/admin')
      const toast = toasts(page).getByRole('button', { name: /User not authenticated/ })
      await expect(toast).toBeVisible()
      await expectApart(toast, await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all())
    }
    // A signed-in area on a tablet: Log out everywhere and Log out at the top right.
    await page.setViewportSize({ width: 1024, height: 768 })
    await registerScout(page, 'e2e-toast-place')
    await expect(welcomeToast(page)).toBeVisible()
    await expectApart(welcomeToast(page), [
      page.getByRole('button', { name: 'Log out everywhere' }),
      page.getByRole('button', { name: 'Log out', exact: true }),
    ])
  })

  test('on a phone a signed-in area’s toast leaves the Account button and the section row uncovered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await registerScout(page, 'e2e-toast-phone')
    await expect(welcomeToast(page)).toBeVisible()
    await expectApart(welcomeToast(page), [
      page.getByRole('button', { name: 'Account', exact: true }),
      page.getByRole('navigation', { name: 'Scout navigation' }),
    ])
  })
})
