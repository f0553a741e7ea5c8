import { expect, type Page, test } from '@playwright/test'
import { registerScout } from './foundation-helpers'
import { mailTo } from './mail'

// docs/decisions/0035-sign-in-waits-not-locks.md: failed sign-ins make an account wait instead of locking it, and its
// owner is mailed an "unlock and sign in" link: the sign-in page opened from it says the wait will not apply, and signs
// the owner in at once.

// Wrong passwords until the account has `failures` counted ones, sleeping through each wait on the way: after 7 the
// next sign-in waits 8 s, long enough for a loaded machine to click Sign in before the wait is over (after 5 it
// is 2 s, which a CI run outlasted between the last guess and the click).
const wrongSignIns = async (page: Page, email: string, failures: number) => {
  await page.request.get('/api/health')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  for (let counted = 0; counted < failures; ) {
    const answer = await page.request.post('/api/scout/login', {
      data: { email, password: `not-the-password-${counted}` },
      headers: { 'X-XSRF-TOKEN': xsrf },
      failOnStatusCode: false,
    })
    if (answer.status() === 429)
      await page.waitForTimeout(Number(answer.headers()['retry-after']) * 1000 + 100)
    else counted++
  }
}

test('a scout whose account waits after wrong passwords signs in at once from the mailed link', async ({
  page,
}) => {
  const account = await registerScout(page, 'e2e-unlock')
  await page.context().clearCookies() // signed out

  // The sign-in form, filled before the guesses so that the click comes within the wait, says why it waits.
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await wrongSignIns(page, account.email, 7)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins with this name')

  let mail = ''
  await expect
    .poll(async () => {
      mail = await mailTo(account.email)
      return mail
    })
    .toContain('?unlock=')
  const link = new URL(mail.match(/https?:\/\/\S+\?unlock=\S+/)![0])
  expect(link.pathname).toBe('/login')

  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('status')).toHaveText(
      'Sign in with your password: you will not have to wait.',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/sign-in-unlock-${width}.png` })
  }
  await page.getByLabel('Email or username').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/scout')
})
