import { expect, test } from '@playwright/test'
import { registerScout, toasts } from './foundation-helpers'

test.describe('scout registration and profile', () => {
  test('a new scout registers, with the username checked while typing, and lands signed in', async ({
    page,
  }) => {
    const username = `e2e-scout-${Date.now().toString(36)}`
    await page.goto('/register')
    const status = page.getByTestId('username-status')

    await page.getByLabel('Username').fill('demo-scout')
    await expect(status).toHaveText('This username is taken')
    await page.getByLabel('Username').fill('x')
    await expect(status).toHaveText('Username must be at least 3 characters')
    await page.getByLabel('Username').pressSequentially(username.slice(1), { delay: 20 })
    await page.getByLabel('Username').fill(username)
    await expect(status).toContainText('is available')

    await page.getByLabel('Email').fill(`${username}@example.com`)
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL('/scout')
    await expect(page.getByTestId('signed-in-user')).toContainText(`${username}@example.com`)
    await expect(toasts(page)).toContainText('Welcome!')
  })

  test('registration shows the server’s field issues beside the fields', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Username').fill(`e2e-dup-${Date.now().toString(36)}`)
    await page.getByLabel('Email').fill('scout@example.com')
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('An account with this email already exists')).toBeVisible()
    await expect(page).toHaveURL('/register')
  })

  test('a scout edits the profile; empty fields keep their saved value', async ({ page }) => {
    await registerScout(page, 'e2e-prof')

    await page.getByRole('link', { name: 'Profile', exact: true }).click()
    await expect(page).toHaveURL('/scout/profile')
    await page.getByLabel('Name').fill('Robin Talent')
    await page.getByLabel('Country').fill('Portugal')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(toasts(page)).toContainText('Profile saved.')
    await expect(page.getByTestId('signed-in-user')).toContainText('Robin Talent')

    await page.reload()
    await expect(page.getByLabel('Name')).toHaveValue('Robin Talent')
    await page.getByLabel('Country').fill('')
    await page.getByLabel('Name').fill('Robin T.')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByTestId('signed-in-user')).toContainText('Robin T.')
    await page.reload()
    await expect(page.getByLabel('Country')).toHaveValue('Portugal')
  })
})
