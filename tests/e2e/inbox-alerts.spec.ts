import { expectNoViolations, shootAtBothSizes } from './a11y'
import { newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// The product tells a scout what changed (decision 0058): he saves a search with alerts, a community member adds a
// player who matches it, the scout's menu counts one unread alert, his Inbox says why it fired, he shortlists the
// player from it in one tap, and reads the Inbox again with no signal.

test.setTimeout(180_000)

const surname = `Quill${Math.random().toString(36).slice(2, 7)}`

test('a saved search raises an alert the scout acts on from his Inbox, online and off', async ({
  browser,
}) => {
  const scout = await newScout(browser, 'e2e-inbox')
  const page = scout.page
  await page.goto(`/scout/players?q=${surname}`)
  await page.getByRole('button', { name: 'Save this search' }).click()
  await page.getByLabel('Name of the search').fill(`New ${surname}s`)
  await page.getByLabel('Tell me of new players').selectOption({ label: 'At once' })
  await page.getByRole('form', { name: 'Save this search' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Search saved as “New ${surname}s”`)).toBeVisible(SLOW)
  await expect(page.getByLabel(`Alerts for New ${surname}s`)).toHaveValue('instant')

  // A community member records a player the search finds.
  const member = await browser.newContext()
  const memberPage = await member.newPage()
  await signIn(memberPage, 'community')
  const player = await apiCall(memberPage, 'POST', '/api/community/player', {
    name: `Aldo ${surname}`,
    main_position: 'LB',
  })
  await member.close()

  // The menu counts it (the badge asks now and then; a reload asks at once).
  const inboxLink = page.getByRole('navigation').getByRole('link', { name: /Inbox/ }).first()
  await expect(async () => {
    await page.reload()
    await expect(inboxLink).toContainText('1', { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await inboxLink.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(SLOW)
  const alerts = page.getByRole('list', { name: 'Your alerts' })
  await expect(alerts).toContainText(`Aldo ${surname} matches “New ${surname}s”`, SLOW)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'inbox')

  await alerts.getByRole('button', { name: 'Shortlist' }).first().click()
  await expect
    .poll(
      async () => (await apiCall(page, 'GET', '/api/scout/shortlisted')).map((p: { uid: string }) => p.uid),
      SLOW,
    )
    .toContain(player.uid)

  // Without a signal the Inbox reads from the device.
  await controlledByServiceWorker(page)
  await page.goto('/scout/inbox')
  await expect(alerts).toContainText(`Aldo ${surname}`, SLOW)
  await scout.context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Your alerts' })).toContainText(`Aldo ${surname}`, SLOW)
  await shootAtBothSizes(page, 'inbox-offline')
  await scout.context.setOffline(false)
  await scout.context.close()
})
