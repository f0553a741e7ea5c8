import { expect, test } from '@playwright/test'
import { roles } from '../../src/api/contract/terms/roles'
import { demoAccounts, registerScout, signIn, toasts } from './foundation-helpers'

test.describe('guarded areas', () => {
  for (const role of roles) {
    const { home, loginPath } = demoAccounts[role]

    test(`${home} without a session redirects to ${loginPath} with the 401 toast`, async ({ page }) => {
      await page.goto(home)
      await expect(page).toHaveURL(loginPath)
      await expect(toasts(page)).toContainText('User not authenticated Please login')
      await expect(page.getByLabel('Email')).toBeVisible()
    })

    test(`the ${role} demo account signs in, sees its area and signs out`, async ({ page }) => {
      await signIn(page, role)
      await expect(page.getByRole('navigation', { name: /navigation/ })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      await page.getByRole('button', { name: 'Log out', exact: true }).click()
      await expect(page).toHaveURL(loginPath)
      await expect(toasts(page)).toContainText('You are signed out.')
      // The session is really gone: the area sends the visitor back to its login.
      await page.goto(home)
      await expect(page).toHaveURL(loginPath)
    })
  }

  test('a wrong password is refused on the form, without leaving the login page', async ({ page }) => {
    await page.goto('/community/login')
    await page.getByLabel('Email').fill(demoAccounts.community.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    await expect(page).toHaveURL('/community/login')
  })

  test('a session of one role does not open another role’s area', async ({ page }) => {
    await signIn(page, 'scout')
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')
    await expect(toasts(page)).toContainText('User not authenticated Please login')
  })

  test('the admin dashboard shows the admin profile; an unknown admin page is not found', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    await expect(page.getByTestId('admin-profile')).toContainText('admin@example.com')
    await page.goto('/admin/no-such-screen')
    await expect(page.getByRole('heading', { name: 'Page Not found!' })).toBeVisible()
  })

  test('log out everywhere ends the sessions on other devices', async ({ page, browser }) => {
    const account = await registerScout(page, 'e2e-everywhere')
    const phone = await browser.newContext()
    const onPhone = await phone.newPage()
    await onPhone.goto('/login')
    await onPhone.getByLabel('Email').fill(account.email)
    await onPhone.getByLabel('Password').fill(account.password)
    await onPhone.getByRole('button', { name: 'Sign in' }).click()
    await expect(onPhone).toHaveURL('/scout')

    await page.getByRole('button', { name: 'Log out everywhere' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log out everywhere' })
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email)
    await dialog.getByLabel('Password').fill('not-my-password')
    await dialog.getByRole('button', { name: 'Log out everywhere' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await dialog.getByLabel('Password').fill(account.password)
    await dialog.getByRole('button', { name: 'Log out everywhere' }).click()
    await expect(page).toHaveURL('/login')
    await expect(toasts(page)).toContainText('You are signed out on every device.')

    // The phone opens one of its screens again. (Not a reload: a call the phone's app made in the background may
    // already have met the ended session and sent it to the login page, whose reload is the public page alone.)
    await onPhone.goto('/scout/shortlist')
    await expect(onPhone).toHaveURL('/login')
    await expect(toasts(onPhone)).toContainText('User not authenticated Please login')
    await phone.close()
  })
})
