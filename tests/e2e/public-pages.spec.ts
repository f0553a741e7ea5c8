import { expect, test } from '@playwright/test'
import { appRunningAnywhere } from './app-running'

test.describe('public pages', () => {
  test('the empty path opens the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create a scout account' }).first()).toBeVisible()
  })

  test('an unknown path shows the not-found page, whose link leads home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not found!')
    await expect(page.getByText('The requested page was not found.')).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Scoutline')
    await page.getByRole('link', { name: 'Go to Home' }).click()
    await expect(page).toHaveURL('/home')
  })

  test('a news item that does not exist says so, and its request ends', async ({ page }) => {
    // Opened within the app (a typed address is the server's 404 page: public-pages-without-js.spec.ts).
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
    await appRunningAnywhere(page)
    const answered = page.waitForEvent('requestfinished', (r) =>
      r.url().endsWith('/api/public/news/does-not-exist'),
    )
    await page.evaluate(() => window.history.pushState(null, '', '/news/does-not-exist'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found')
    // The 404's body is let go: the request finishes instead of staying open while the page lives.
    const request = await answered
    expect((await request.response())?.status()).toBe(404)
  })

  test('a link with #anchor scrolls to that section, and navigation returns to the top', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our agents' }).click()
    await expect(page).toHaveURL('/home#agents')
    await expect(page.locator('#agents')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    // Same page, another anchor.
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/home#sign-in')
    await expect(page.locator('#sign-in')).toBeInViewport()

    // A plain navigation from far down the page starts at the top of the next one.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Create a scout account' }).click()
    await expect(page).toHaveURL('/register')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('opening a /home#anchor address directly lands on the section', async ({ page }) => {
    await page.goto('/home#sign-in')
    await expect(page.locator('#sign-in')).toBeInViewport()
  })

  test('the password-recovery page answers the same for any address', async ({ page }) => {
    await page.goto('/forget-password?role=community')
    await page.getByLabel('Email').fill('nobody-here@example.com')
    await page.getByRole('button', { name: 'Send the reset link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL('/community/login')
  })

  test('a reset link with a bad token says so instead of changing anything', async ({ page }) => {
    await page.goto('/forget-password?token=not-a-real-token-0123456789abcdef&role=scout')
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase')
    await page.getByLabel('Repeat the new password').fill('a-different-passphrase')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByText('The two passwords differ')).toBeVisible()
    await page.getByLabel('Repeat the new password').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired')
    await expect(page.getByText('Your password is changed')).toHaveCount(0)
  })
})
