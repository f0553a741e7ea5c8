import { expect, test } from '@playwright/test'
import { expectNoViolations } from './a11y'
import { signIn } from './foundation-helpers'

// No axe violations (WCAG 2.1 A/AA rules) on the main screens, at tablet and phone width.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport })

    for (const path of ['/home', '/login', '/register', '/forget-password', '/admin/login', '/nowhere']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoViolations(page)
      })
    }

    test('the signed-in areas have no axe violations', async ({ page }) => {
      await signIn(page, 'scout')
      await expectNoViolations(page)
      await page.getByRole('link', { name: 'Profile', exact: true }).click()
      await expect(page.getByLabel('Name')).toBeVisible()
      await expectNoViolations(page)
      await signIn(page, 'community')
      await expectNoViolations(page)
      await signIn(page, 'admin')
      await expect(page.getByTestId('admin-profile')).toBeVisible()
      await expectNoViolations(page)
    })

    test('the log-out-everywhere dialog has no axe violations', async ({ page }) => {
      await signIn(page, 'scout')
      // On a phone the account block is behind the Account button.
      const account = page.getByRole('button', { name: 'Account' })
      if (await account.isVisible()) await account.click()
      await page.getByRole('button', { name: 'Log out everywhere' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoViolations(page)
    })
  })
}
