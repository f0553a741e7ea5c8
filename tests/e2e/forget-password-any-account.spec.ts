import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { mailTo } from './mail'

// "Forgot your password?" in the footer asks for the address only — nobody has to know which kind of account
// they have — and the link goes to whichever account holds the address, leading to that account's area.

for (const [viewport, email, role] of [
  [{ width: 1024, height: 768 }, 'admin@example.com', 'admin'],
  [{ width: 390, height: 844 }, 'community@example.com', 'community'],
] as const) {
  test(`the footer's forget-password asks for the address only and mails the ${role} holding it, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/home')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    // No choice of account kind before the address.
    await expect(page.getByRole('radio')).toHaveCount(0)
    await expect(page.getByText('Scout', { exact: true })).toHaveCount(0)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item10-${viewport.width}.png`, fullPage: true })
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the reset link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible()
    const mail = await mailTo(email)
    expect(mail).toMatch(new RegExp(`/forget-password\\?role=${role}&token=`))
  })
}
