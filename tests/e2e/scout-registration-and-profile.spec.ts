import { expect, test } from '@playwright/test'
import { appRunning } from './app-running'
import { registerScout, toasts } from './foundation-helpers'
import { mailTo } from './mail'

test.describe('scout registration and profile', () => {
  test('a new scout registers, with the username checked while typing, and lands signed in', async ({
    page,
  }) => {
    const username = `e2e-scout-${Date.now().toString(36)}`
    await page.goto('/register')
    // The name is checked as it is typed: the app's, running once the form is used (decision 0066).
    await appRunning(page)
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
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
    await expect(page.getByText(`We sent a link to ${username}@example.com`)).toBeVisible()

    // The mailed link finishes the account and signs the scout in.
    const link = (await mailTo(`${username}@example.com`)).match(
      /https?:\/\/\S+\/confirm-email\?token=\S+/,
    )![0]
    const url = new URL(link)
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page).toHaveURL('/scout')
    await expect(page.getByTestId('signed-in-user')).toContainText(`${username}@example.com`)
    await expect(toasts(page)).toContainText('Welcome!')
  })

  test('registration shows the server’s field issues beside the fields, and never says an address is taken', async ({
    page,
  }) => {
    await page.goto('/register')
    // The app's form: the refused password stays in its field (the page the server answers without JavaScript
    // never sends a password back: public-pages-without-js.spec.ts).
    await appRunning(page)
    await page.getByLabel('Username').fill('demo-scout')
    await page.getByLabel('Email').fill('scout@example.com')
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.locator('.field-error')).toHaveText('This username is taken')
    await expect(page).toHaveURL('/register')
    // A free username with the demo scout's address: the same "check your mail" as for a new address.
    await page.getByLabel('Username').fill(`e2e-dup-${Date.now().toString(36)}`)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
    expect(await mailTo('scout@example.com')).toContain('tried to create a Scoutline scout account')
  })

  test('a scout edits the profile; emptying a field clears it, untouched fields stay', async ({ page }) => {
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
    // Country was emptied on purpose: cleared. Name was changed; the untouched organisation is still blank.
    await expect(page.getByLabel('Country')).toHaveValue('')
    await expect(page.getByLabel('Name')).toHaveValue('Robin T.')

    // A form read on submit says when a pasted text reaches its limit (it was cut with nothing said).
    await page.getByLabel('About you').fill('b'.repeat(2100))
    await expect(page.getByLabel('About you')).toHaveAccessibleDescription(
      '2000 of 2000 characters: the limit',
    )
  })
})
