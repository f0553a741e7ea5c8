import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { controlledByServiceWorker, pngSize } from './pwa-helpers'

// The installability criteria as Chromium itself judges them (the same check behind its "Install app" button),
// plus what the manifest must say for the app to look right once installed on a tablet.

test('the manifest describes an installable, standalone app with reachable 192/512 and maskable icons', async ({
  page,
  request,
}) => {
  await page.goto('/home')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await request.get(href!)
  expect(response.ok()).toBe(true)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Scoutline'),
    short_name: 'Scoutline',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b2a20',
    background_color: '#f5f8f6',
  })
  expect(manifest.description.length).toBeGreaterThan(20)

  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons
  for (const wanted of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'])
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toContain(wanted)
  for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await request.get(icon.src)
    expect(file.ok(), icon.src).toBe(true)
    expect(file.headers()['content-type']).toBe('image/png')
    const { width, height } = pngSize(await file.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
  for (const path of ['/favicon.svg', '/favicon.ico', '/robots.txt'])
    expect((await request.get(path)).ok()).toBe(true)
})

test('Chromium reports no installability errors once the service worker controls the page', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Installing is not offered in incognito, and every default Playwright context is one: use a real profile.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/home')
    await controlledByServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('the service worker never answers API requests from a cache', async ({ page }) => {
  await page.goto('/home')
  await controlledByServiceWorker(page)
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(cached).toContain('/index.html')
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true)
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([])
  // An unknown API path is still the server's JSON 404, not the app shell.
  const answer = await page.evaluate(async () => {
    const r = await fetch('/api/no-such-endpoint')
    return { status: r.status, type: r.headers.get('content-type') }
  })
  expect(answer.status).toBe(404)
  expect(answer.type).toContain('application/json')
})
