import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout, toasts } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// The Players screen without a signal: it says so in words and links to what opens offline (the shortlist and
// the lists), instead of a "Something went wrong" toast over the Offline badge and nowhere to go.

test.setTimeout(180_000)

test('offline, Players says the search needs a connection and leads to the shortlist and lists', async ({
  page,
  context,
}) => {
  await registerScout(page, 'e2e-players-off')
  await controlledByServiceWorker(page)
  const [player] = await apiCall(page, 'GET', '/api/scout/search?q=Messi&limit=1')
  await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: player.uid, is_shortlisted: true })
  await page.goto('/scout/shortlist')
  await expect(page.getByRole('region', { name: 'Offline reading' })).toContainText(
    'Saved on this device for offline reading',
    SLOW,
  )
  await page.goto('/scout/players')
  await expect(page.getByRole('table', { name: 'Players' })).toBeVisible(SLOW)

  await context.setOffline(true)
  await page.reload()
  const main = page.getByRole('main')
  const notice = main.getByText('No connection, and the players are not saved on this device.')
  await expect(notice).toBeVisible(SLOW)
  await expect(page.getByTestId('sync-indicator').first()).toContainText('Offline')
  await expect(toasts(page)).not.toContainText('Something went wrong')
  await expect(main).not.toContainText('Check the connection and try again')
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'players-offline')

  await main.getByRole('link', { name: 'Lists' }).click()
  await expect(page).toHaveURL(/\/scout\/lists$/)
  await page.goBack()
  await expect(notice).toBeVisible(SLOW)
  await main.getByRole('link', { name: 'Shortlist' }).click()
  await expect(page).toHaveURL(/\/scout\/shortlist$/)
  await expect(page.getByText('No connection: your shortlist as saved on this device')).toBeVisible(SLOW)
  await expect(page.getByRole('main')).toContainText(player.name)
  await expect(toasts(page)).not.toContainText('Something went wrong')
  await context.setOffline(false)
})
