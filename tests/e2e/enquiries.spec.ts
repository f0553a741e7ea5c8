import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { registerScout, signIn } from './foundation-helpers'
import { mailTo } from './mail'

// Both sides of an enquiry on the one status chart: a scout asks about a player, an admin answers, the scout reads
// the answer (and gets the mail), and the screens offer only the moves the chart allows.

test('a scout enquires about a player, an admin answers, the scout reads the reply and the mail', async ({
  page,
  browser,
}) => {
  // Two areas, a registration, a mail and two axe scans: over a minute on this machine under the full suite.
  test.slow()
  const scout = await registerScout(page, 'enq')
  await page.getByRole('link', { name: 'Players', exact: true }).click()
  await page.getByLabel('Search by name').fill('yamal')
  await page.getByRole('link', { name: 'Lamine Yamal' }).click()
  await page.getByLabel('Your question').fill('Is he open to a loan next season?')
  await page.getByRole('button', { name: 'Send the enquiry' }).click()
  await expect(page.getByText('Your enquiry is sent.')).toBeVisible()

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, 'admin')
  await admin.getByRole('link', { name: 'Enquiries' }).click()
  await admin.getByLabel(/^Search/).fill(scout.username)
  await admin.getByRole('link', { name: 'Lamine Yamal' }).first().click()
  await expect(admin.getByText('Is he open to a loan next season?')).toBeVisible()
  // Only what the chart allows an admin on a new enquiry: no Close, no Withdraw.
  await expect(admin.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await expect(admin.getByRole('button', { name: 'Withdraw the enquiry' })).toHaveCount(0)
  // The message is required to answer (no "(optional)"), and saying so happens at the field.
  await expect(admin.getByText('(optional)')).toHaveCount(0)
  await admin.getByRole('button', { name: 'Send the answer' }).click()
  await expect(admin.getByLabel('Message')).toBeFocused()
  await expect(admin.getByLabel('Message')).toHaveAccessibleDescription(/Write the answer first/)
  await admin.getByLabel(/^Message/).fill('His club would consider a loan with an option to buy.')
  await admin.getByRole('button', { name: 'Send the answer' }).click()
  await expect(admin.getByText('Answered').first()).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Close' })).toBeVisible()
  await expectNoViolations(admin)

  // The answer is an admin change like any other: in the audit log, naming the enquiry.
  await admin.getByRole('link', { name: 'Audit log' }).click()
  await expect(admin.getByRole('definition').filter({ hasText: scout.username })).toContainText(
    `answer enquiry about Lamine Yamal from ${scout.username} — Status: New → Answered`,
  )
  // On a phone the enquiry list is one card an enquiry, its status whole.
  await admin.setViewportSize({ width: 390, height: 844 })
  await admin
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Enquiries' })
    .click()
  await admin.getByLabel(/^Search/).fill(scout.username)
  const card = admin.getByRole('row', { name: /Lamine Yamal/ })
  await expect(card.getByText('Answered')).toBeInViewport({ ratio: 1 })
  await expectFitsTheScreen(admin)
  await adminContext.close()

  const mail = await mailTo(scout.email)
  expect(mail).toContain('His club would consider a loan')

  await page.getByRole('link', { name: 'Enquiries' }).click()
  await expect(page.getByText('new reply')).toBeVisible()
  await page.getByRole('link', { name: 'Lamine Yamal' }).click()
  await expect(page.getByText('His club would consider a loan with an option to buy.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Write back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw the enquiry' })).toBeVisible()
  await expectNoViolations(page)
  await expectFitsTheScreen(page)
})

test('a scout keeps a private note on a player’s page, finds it under Notes, and writes to the provider', async ({
  scoutPage: page,
}) => {
  const text = `Strong left foot, ${Date.now().toString(36)}`
  await page.getByRole('link', { name: 'Players', exact: true }).click()
  await page.getByLabel('Search by name').fill('cubarsi')
  await page
    .getByRole('link', { name: /Pau Cubars/ })
    .first()
    .click()
  // Pasted past its limit, a box says what it kept (it used to cut the rest with nothing said).
  await page.getByLabel('Your question').fill('q'.repeat(2100))
  await expect(page.getByLabel('Your question')).toHaveAccessibleDescription(
    '2000 of 2000 characters: the limit',
  )
  await page.getByLabel('Your question').fill('')
  await page.getByLabel('New note').fill('n'.repeat(5100))
  await expect(page.getByLabel('New note')).toHaveAccessibleDescription('5000 of 5000 characters: the limit')
  await page.getByLabel('New note').fill(text)
  await expect(page.getByLabel('New note')).toHaveAccessibleDescription('Only you can read your notes')
  await page.getByRole('button', { name: 'Save the note' }).click()
  await expect(page.getByRole('list', { name: 'Your notes' })).toContainText(text)
  await page.getByRole('link', { name: 'Notes', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Your notes' })).toContainText(text)
  await page.getByLabel('Subject').fill('Club plan')
  await page.getByLabel(/^Message/).fill('m'.repeat(5100))
  await expect(page.getByText('5000 of 5000 characters: the limit')).toBeVisible()
  await page.getByLabel(/^Message/).fill('Do you offer a plan for a whole scouting department?')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Your message is sent.')).toBeVisible()
  await expectNoViolations(page)
  await expectFitsTheScreen(page)
})
