import { expect, test } from '@playwright/test'
import { registerScout, toasts } from './foundation-helpers'

// The toast lifecycle as a user sees it (spec §9): 5 s on screen, kept while hovered, a tap dismisses.

test.describe('toasts', () => {
  test('a toast leaves by itself after about five seconds', async ({ page }) => {
    await page.goto('/scout')
    const toast = toasts(page).getByRole('button', { name: /User not authenticated/ })
    await expect(toast).toBeVisible()
    await page.waitForTimeout(3_000)
    await expect(toast).toBeVisible()
    await expect(toast).toHaveCount(0, { timeout: 4_000 })
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

  test('several toasts stay open together, newest on top', async ({ page }) => {
    await registerScout(page, 'e2e-toast')
    await expect(toasts(page)).toContainText('Welcome!')
    // A client-side move into an area the scout has no session for (wouter follows history.pushState).
    await page.evaluate(() => window.history.pushState(null, '', '/admin'))
    await expect(page).toHaveURL('/admin/login')
    const items = toasts(page).getByRole('button')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('User not authenticated Please login')
    await expect(items.nth(1)).toContainText('Welcome!')
  })
})
