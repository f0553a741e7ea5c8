import { expect, test } from '@playwright/test'
import { controlledByServiceWorker } from './pwa-helpers'

// At the stadium the network comes and goes: after one visit, every route must open with no network at all.
// Each route is a fresh navigation (not client-side routing), as when a tablet reopens the installed app.

const routes: { path: string; shows: RegExp }[] = [
  { path: '/home', shows: /scout/i },
  { path: '/login', shows: /sign in/i },
  { path: '/register', shows: /create account/i },
  { path: '/forget-password', shows: /password/i },
  { path: '/community/login', shows: /sign in/i },
  { path: '/admin/login', shows: /sign in/i },
  { path: '/no-such-page', shows: /Page Not found!/ },
]

test('after one visit, every route opens and renders with the network off', async ({ page, context }) => {
  await page.goto('/home')
  await controlledByServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('main')).toBeVisible()
  for (const route of routes) {
    const response = await page.goto(route.path)
    expect(response?.fromServiceWorker(), route.path).toBe(true)
    await expect(page.locator('#root'), route.path).toContainText(route.shows)
  }
  // Signed-in areas load their lazy chunks from the precache too (their guard then decides what to show).
  for (const path of ['/community/players', '/scout', '/admin']) {
    await page.goto(path)
    await expect(page.locator('#root'), path).toContainText(/sign in|checking your session/i)
  }
  // The network really was off: the API cannot be reached.
  const reached = await page.evaluate(() =>
    fetch('/api/health').then(
      () => true,
      () => false,
    ),
  )
  expect(reached).toBe(false)
})

test('a public page read online opens offline as it was read; one never opened opens as the app', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await controlledByServiceWorker(page)
  // Online, the server's page comes from the network (decision 0044) and is kept for later.
  const online = await page.goto('/packages')
  expect(online?.status()).toBe(200)
  await expect(page.getByText('€49.00')).toBeVisible()
  await context.setOffline(true)
  const offline = await page.goto('/packages')
  expect(offline?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Scout Pro' })).toBeVisible()
  await expect(page.getByText('€49.00')).toBeVisible()
  // Never opened: the app shell renders the page and says its content cannot be read now.
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  await expect(page.getByText('The questions could not be loaded')).toBeVisible()
})
