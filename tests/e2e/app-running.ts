import { expect, type Page } from '@playwright/test'

// A server-rendered public page runs only public/boot.js until it is used (decision 0066): the app is imported
// on the first use of a form and hydrates the page in place. A test that needs the app running there (a field
// checked as it is typed, a link that navigates within the page) uses the page first, as a visitor does, then
// waits for React to own it. On a page the app renders itself, the app is running already.

/** Whether React has hydrated (or rendered) the page's main landmark. */
const reactOwns = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  }, selector)

/**
 * Waits until the app runs on this page: focuses its first form field (`field`, or the first in the main area) to
 * bring the app, then waits for React to own that field (a lazy page's chunk hydrates after the shell).
 */
export async function appRunning(page: Page, field?: string) {
  const selector = field ?? 'main input:not([type=hidden]), main textarea'
  const target = page.locator(selector).first()
  if (!(await reactOwns(page, selector))) await target.focus()
  await expect.poll(() => reactOwns(page, selector), { timeout: 20_000 }).toBe(true)
}

/** Waits until the app runs on a page without a form (it is brought by a focus on any control). */
export async function appRunningAnywhere(page: Page) {
  if (!(await reactOwns(page, '#main'))) {
    await page.evaluate(() => {
      const probe = document.createElement('input')
      probe.type = 'hidden'
      const form = document.createElement('form')
      form.hidden = true
      form.append(probe)
      document.body.append(form)
      form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      form.remove()
    })
  }
  await expect.poll(() => reactOwns(page, '#main'), { timeout: 20_000 }).toBe(true)
}
