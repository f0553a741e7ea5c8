import { expect, test } from '@playwright/test'
import { appRunningAnywhere } from './app-running'
import { DEMO_PASSWORD, demoAccounts, signIn, toasts } from './foundation-helpers'

test.describe('app shell', () => {
  test('the global spinner shows while a request is in flight and hides when it ends', async ({ page }) => {
    await signIn(page, 'admin')
    // Hold the real profile request for a moment (it still goes to the real server).
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/admin/profile', async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await expect(page.getByTestId('global-spinner')).toBeVisible()
    await expect(page.getByTestId('admin-profile')).toHaveCount(0)
    release()
    await expect(page.getByTestId('admin-profile')).toContainText('admin@example.com')
    await expect(page.getByTestId('global-spinner')).toHaveCount(0)
  })

  test('the scout area’s login child leads to the scout login without a session check', async ({ page }) => {
    await page.goto('/scout/login')
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { name: 'Scout sign in' })).toBeVisible()
    await expect(toasts(page).getByRole('button')).toHaveCount(0)
  })

  test('a keyboard user skips to the content and signs in without a mouse', async ({ page }) => {
    await page.goto('/community/login')
    await expect(page.getByRole('heading', { name: 'Community sign in' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
    // Tab to the email field, type, tab to the password, type, Enter submits.
    const email = page.getByLabel('Email')
    for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(email).toBeFocused()
    await page.keyboard.type(demoAccounts.community.email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password')).toBeFocused()
    await page.keyboard.type(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/community')
  })

  test('navigating inside an area moves between its screens and keeps the user signed in', async ({
    page,
  }) => {
    await signIn(page, 'scout')
    const nav = page.getByRole('navigation', { name: 'Scout navigation' })
    await nav.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL('/scout/profile')
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Overview' }).click()
    await expect(page).toHaveURL('/scout')
    await expect(page.getByTestId('signed-in-user')).toContainText('scout@example.com')
  })

  test('on a phone the section row shows the current section after each move, and fades where it has more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'scout')
    const nav = page.getByRole('navigation', { name: 'Scout navigation' })
    const row = nav.getByRole('list')
    const current = nav.locator('[aria-current="page"]')
    // Sections past the phone's edge at the start of the row: opened directly, then from the row itself.
    for (const section of ['packages', 'profile', 'sync']) {
      await page.goto(`/scout/${section}`)
      await expect(current).toBeInViewport({ ratio: 1 })
    }
    await expect(row).toHaveAttribute('data-more-before', 'true')
    expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient')
    await nav.getByRole('link', { name: 'Overview' }).click()
    await expect(page).toHaveURL('/scout')
    await expect(row).toHaveAttribute('data-more-before', 'false')
    await expect(row).toHaveAttribute('data-more-after', 'true')
    // Far down a page, a move in the row scrolls the row, and the next page starts at its top (not at the row).
    for (const name of ['Shortlist', 'Notes', 'Profile']) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(current).toHaveText(name)
      await expect(current).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    }
  })

  test('without a service worker (blocked, or its registration refused) the app runs without a page error', async ({
    browser,
  }) => {
    for (const setup of ['blocked', 'refused'] as const) {
      const context = await browser.newContext({ serviceWorkers: setup === 'blocked' ? 'block' : 'allow' })
      const page = await context.newPage()
      // The browser refuses, as it does for a missing or broken /sw.js or a profile that forbids workers.
      if (setup === 'refused')
        await page.addInitScript(() => {
          navigator.serviceWorker.register = () => Promise.reject(new TypeError('Failed to register'))
        })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const warned = page.waitForEvent('console', (m) => m.text().includes('without its service worker'))
      await page.goto('/home')
      // The app (and its registration of the worker) starts on a public page's first use (decision 0066).
      await appRunningAnywhere(page)
      await warned
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click()
      await expect(page.getByRole('heading', { name: 'Scout sign in' })).toBeVisible()
      expect(errors, setup).toEqual([])
      await context.close()
    }
  })
})
