import { expect, type Page } from '@playwright/test'

// Shared steps of the PWA specs: wait until the service worker has installed the app shell and controls the
// page (the first visit only installs it; the page it installed from is not controlled until it reloads).

export async function controlledByServiceWorker(page: Page) {
  // `ready` resolves once a worker is active — after its install step precached the whole shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
