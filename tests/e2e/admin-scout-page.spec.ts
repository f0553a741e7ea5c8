import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { mailTo } from './mail'

// The admin's Scouts list opens each scout's own page: confirmed or not (with "Send the confirmation again"),
// the last sign-in, the package and payments, the enquiries and the count of notes.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`an admin opens a scout's page and sends the confirmation again, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // A scout who registered and has not opened the mailed link yet.
    const username = `unconfirmed-${viewport.width}-${Date.now().toString(36)}`
    const email = `${username}@example.com`
    await page.goto('/register')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
    await mailTo(email)

    await signIn(page, 'admin')
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Scouts' })
      .click()
    await page.getByLabel('Search scouts').fill(username)
    await page.getByRole('link', { name: username }).click()
    await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible()
    const account = page
      .getByRole('region', { name: 'Account' })
      .or(page.locator('section[aria-labelledby="scout-account"]'))
    await expect(account).toContainText('Not confirmed')
    await expect(account).toContainText('Never signed in')
    await expect(account).toContainText('Free')
    await expect(account).toContainText('0 (0 waiting for an answer)')
    await expect(account).toContainText('0 notes')
    await expect(page.getByText('No payments yet.')).toBeVisible()
    await expectNoViolations(page)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item9-${viewport.width}.png`, fullPage: true })

    const before = await mailTo(email)
    await page.getByRole('button', { name: 'Send the confirmation again' }).click()
    await expect(page.getByText(`A new confirmation link is on its way to ${email}.`)).toBeVisible()
    await expect.poll(async () => (await mailTo(email)) !== before, { timeout: 10_000 }).toBe(true)
    expect(await mailTo(email)).toMatch(/\/confirm-email\?token=/)
  })
}
