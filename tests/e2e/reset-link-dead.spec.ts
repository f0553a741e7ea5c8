import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'

// A reset link cut off by a mail program (or one already used) is the link's fault, not the password's: the
// page says the link does not work and offers a new one, never a length rule that reads as a password rule.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a cut-off reset link says it is not valid and offers a new one, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/forget-password?token=abc123&role=scout')
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase')
    await page.getByLabel('Repeat the new password').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired')
    await expect(page.getByText(/characters/)).toHaveCount(0)
    // The form for a password is gone: no password can mend the link.
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item2-${viewport.width}.png`, fullPage: true })
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
  })
}
