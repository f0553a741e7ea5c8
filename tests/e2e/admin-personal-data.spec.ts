import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout, signIn } from './foundation-helpers'
import { SLOW } from './patience'

// An admin answers a scout's requests about his data (docs/privacy.md): from the scout's page under Scouts, the
// export of everything held about him (a ZIP) and the erasure, with a reason and a confirmation — after which he
// cannot sign in.

test.setTimeout(180_000)

test('an admin exports and erases a scout’s account', async ({ browser }) => {
  const scoutContext = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const scout = await registerScout(await scoutContext.newPage(), 'e2e-erase')
  await scoutContext.close()

  const adminContext = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const page = await adminContext.newPage()
  await signIn(page, 'admin')
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Scouts' })
    .click()
  await page.getByLabel('Search scouts').fill(scout.username)
  await page.getByRole('link', { name: scout.username }).click()
  await expect(page.getByRole('heading', { name: scout.username, level: 1 })).toBeVisible(SLOW)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export personal data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.zip$/)
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!)
  // A ZIP starts "PK".
  expect(bytes.subarray(0, 2).toString()).toBe('PK')

  await page.getByRole('button', { name: 'Erase…' }).click()
  await page.getByLabel(/Why is this person erased/).fill('Erasure request by e-mail of 27 Nov 2026')
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'admin-erase-account')
  await page.getByRole('button', { name: 'Erase', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click()
  // Said as a toast, back on the list of scouts: his page is gone with him.
  await expect(page.getByText('Erased: the account can no longer sign in.').first()).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/admin\/scouts$/)
  await shootAtBothSizes(page, 'admin-erased-account')
  await adminContext.close()

  // He cannot sign in any more.
  const after = await browser.newContext()
  const login = await after.newPage()
  await login.goto('/login')
  await login.getByLabel('Email').fill(scout.email)
  await login.getByLabel('Password').fill(scout.password)
  await login.getByRole('button', { name: /Sign in/ }).click()
  await expect(login.getByRole('alert')).toBeVisible(SLOW)
  await expect(login).toHaveURL(/\/login/)
  await after.close()
})
