import { expect, type Locator, type Page } from '@playwright/test'
import { SLOW } from './patience'

// The steps specs share around the server: a call to the API as the signed-in page (its cookies and CSRF
// token), an action that must be answered 2xx, and choosing a record in a search picker.

/** The API as this page's user; fails the test on any non-2xx; answers the body's `data`. */
export async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const response = await page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true)
  return (await response.json()).data
}

/** Runs `action` and waits for the API answer of `method` on a path matching `path`; fails on any non-2xx. */
export async function answered(page: Page, method: string, path: RegExp, action: () => Promise<unknown>) {
  const response = page.waitForResponse(
    (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
    SLOW,
  )
  await action()
  const r = await response
  expect(r.ok(), `${method} ${r.url()}: ${await r.text()}`).toBe(true)
  return (await r.json()).data
}

/** Types into a search picker and chooses the option with exactly this name. */
export async function pick(page: Page, combobox: Locator, name: string, typed = name) {
  await combobox.fill(typed)
  await page.getByRole('option', { name, exact: true }).click(SLOW)
  await expect(combobox).toHaveValue(name)
}
