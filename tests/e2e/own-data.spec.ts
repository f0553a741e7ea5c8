import { expectNoViolations, shootAtBothSizes } from './a11y'
import { newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { SLOW } from './patience'

// A scout answers his own request about his data from his profile (docs/privacy.md): he downloads everything
// held about him as one file, then deletes his account with his password — after which he is signed out and his
// address signs in no more.

test.setTimeout(120_000)

test('a scout downloads his data and deletes his account from his profile', async ({ browser }) => {
  const { context, page, account } = await newScout(browser, 'e2e-own')
  await page.goto('/scout/profile')
  const card = page.getByRole('region', { name: 'Your data' })
  await expect(card).toBeVisible(SLOW)
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download my data' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.zip$/)

  // A wrong password is said beside the field; nothing is deleted.
  await card.getByLabel('Your password').fill('not-my-password')
  await card.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click()
  await expect(card.getByText(/password/i).first()).toBeVisible(SLOW)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'own-data-profile')

  await card.getByLabel('Your password').fill(account.password)
  await card.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).not.toHaveURL(/\/scout\/profile/, SLOW)

  const again = await browser.newContext()
  const login = await again.newPage()
  await login.goto('/login')
  await login.getByLabel('Email').fill(account.email)
  await login.getByLabel('Password').fill(account.password)
  await login.getByRole('button', { name: /Sign in/ }).click()
  await expect(login.getByRole('alert')).toBeVisible(SLOW)
  await expect(login).toHaveURL(/\/login/)
  await again.close()
  await context.close()
})
