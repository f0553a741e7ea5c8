import { expect, test } from '@playwright/test'
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
})
