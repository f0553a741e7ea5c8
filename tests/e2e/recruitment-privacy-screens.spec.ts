import { expectNoViolations, shootAtBothSizes } from './a11y'
import { newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { apiCall } from './requests'

// The community's side of recruitment values and personal data, as its members use it (decisions 0055 and 0057):
// a member types a player's contract, value, agent, loan and passports and reads them back on his profile;
// imports a sheet of heights; reads who among the scouts opened a minor's record; finds his own data under Your
// account. And an admin's Personal data page. Each at 1024 and 390 px, nothing wider than the screen.

test.setTimeout(240_000)

const tag = Math.random().toString(36).slice(2, 7)
const day = (d: Date) => d.toISOString().slice(0, 10)

test('a member records a player’s contract and value, imports a sheet, and reads who opened a minor', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const page = await context.newPage()
  await signIn(page, 'community')
  const adult = await apiCall(page, 'POST', '/api/community/player', { name: `Carlo Contratto${tag}` })
  const born = new Date()
  born.setUTCFullYear(born.getUTCFullYear() - 15)
  const minor = await apiCall(page, 'POST', '/api/community/player', {
    name: `Mino Giovane${tag}`,
    date_of_birth: day(born),
    guardian_name: 'Gina Giovane',
  })
  await apiCall(page, 'PUT', `/api/community/player/${minor.uid}/consent`, {
    guardian_name: 'Gina Giovane',
    relationship: 'Mother',
    given_on: day(new Date()),
    method: 'signed_form',
    photos: false,
  })

  // Contract and value, typed on the profile form and read back on the profile.
  await page.goto(`/community/players/${adult.uid}?edit=profile`)
  await page.getByLabel('Contract expires').fill('2027-06-30')
  await page.getByLabel('Market value').fill('1500000')
  await page.getByLabel('Currency of the value').selectOption('EUR')
  await page.getByLabel('Agent').fill('Stellar Agency')
  await page.getByRole('combobox', { name: /^On loan/ }).selectOption({ label: 'Yes' })
  await page.getByLabel('On loan from (club)').fill('Inter')
  await page.getByLabel('Passports (countries, separated by commas)').fill('Italy, Argentina')
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'community-contract-form')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('30 Jun 2027', SLOW)
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('€1.5m')
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('Yes from Inter')
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('Italy, Argentina')
  await shootAtBothSizes(page, 'community-contract-view')

  // A sheet of heights, imported beside the football files.
  await page.goto('/community/data')
  await page.getByLabel('Files', { exact: true }).setInputFiles({
    name: `heights-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`Player,Height\r\nCarlo Contratto${tag},188\r\nNobody Here${tag},180\r\n`),
  })
  await page.getByRole('button', { name: 'Import 1 file' }).click()
  await expect(page.getByText(/1 of 2 rows matched to stored players/)).toBeVisible(SLOW)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'community-sheet-import')

  // A scout opens the minor's record; the member reads it on his page.
  const scout = await newScout(browser, 'e2e-minread')
  await scout.page.goto(`/scout/players/${minor.uid}`)
  await expect(scout.page.getByRole('heading', { level: 1, name: `Mino Giovane${tag}` })).toBeVisible(SLOW)
  await scout.context.close()
  await page.goto(`/community/players/${minor.uid}`)
  const reads = page.getByRole('region', { name: 'Who read his record' })
  await expect(reads).toContainText(scout.account.username, SLOW)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'community-minor-reads')

  await page.goto('/community/account')
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible(SLOW)
  await shootAtBothSizes(page, 'community-your-account')
  await context.close()
})

test('an admin’s Personal data page, and a scout’s recruitment filters with a saved search’s alerts on a phone', async ({
  browser,
}) => {
  const admin = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const page = await admin.newPage()
  await signIn(page, 'admin')
  await page.goto('/admin/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible(SLOW)
  // A request names a person: the admin finds the player by name and chooses him.
  await page.getByLabel('The player’s name or page address').fill('mbappe')
  await page
    .getByRole('list', { name: 'Players found' })
    .getByRole('button', { name: 'Kylian Mbappé' })
    .click()
  await expect(page.getByText('Answering for Kylian Mbappé')).toBeVisible()
  await expect(page.getByRole('button', { name: /Export personal data/ })).toBeVisible()
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'admin-personal-data-page')
  await admin.close()

  const scout = await newScout(browser, 'e2e-filters', { width: 390, height: 844 })
  await scout.page.goto('/scout/players?foot=left&height_min=185&contract_expires_before=2027-07-01')
  await expect(scout.page.getByLabel('Preferred foot')).toHaveValue('left', SLOW)
  await scout.page.getByRole('button', { name: 'Save this search' }).click()
  await scout.page.getByLabel('Name of the search').fill('Tall left feet')
  await scout.page
    .getByRole('form', { name: 'Save this search' })
    .getByRole('button', { name: 'Save' })
    .click()
  await expect(scout.page.getByLabel('Alerts for Tall left feet')).toHaveValue('daily', SLOW)
  await expectNoViolations(scout.page)
  await shootAtBothSizes(scout.page, 'scout-recruitment-filters')
  await scout.context.close()
})
