import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { writeReport } from './report-helpers'
import { apiCall } from './requests'

// A report written at the ground without a signal reads back whole while it waits (its ratings and summary, not
// only "Monitor · waiting to sync"), the Sync page names it by its player and what it says, and once the signal
// is back the page shows it as sent without a reload.

test.setTimeout(180_000)

test('a report written offline is re-read while it waits, named on Sync, and shown sent after the sync', async ({
  page,
  context,
}) => {
  await registerScout(page, 'e2e-report-wait')
  await controlledByServiceWorker(page)
  const [player] = await apiCall(page, 'GET', '/api/scout/search?q=Mbappe&limit=1')
  await apiCall(page, 'POST', '/api/scout/setShortlist', { uid: player.uid, is_shortlisted: true })
  await page.goto('/scout/shortlist')
  await expect(page.getByRole('region', { name: 'Offline reading' })).toContainText(
    'Saved on this device for offline reading',
    SLOW,
  )

  await context.setOffline(true)
  await page.goto(`/scout/players/${player.uid}`)
  await expect(page.getByText('No connection: this page as saved on this device')).toBeVisible(SLOW)
  const summary = 'Quick first step; lost the ball twice under pressure.'
  await writeReport(page, 'Monitor', summary)
  const reports = page.getByRole('region', { name: 'Your scouting reports' })
  const waiting = reports.getByRole('article').filter({ hasText: 'waiting to sync' })
  await expect(waiting).toBeVisible(SLOW)
  await expect(waiting).toContainText('Monitor')
  await expect(waiting).toContainText('Seen live on')
  // Every criterion rated 4 reads back, on its template's scale, and so does the summary as written.
  const ratings = waiting.getByRole('definition')
  expect(await ratings.count()).toBeGreaterThan(2)
  for (const rating of await ratings.allTextContents()) expect(rating).toMatch(/^4 \/ (5|10)$/)
  await expect(waiting).toContainText(summary)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'report-waiting')

  // The Sync page says whose report waits and what it says, not just "Report".
  await page.goto('/scout/sync')
  const main = page.getByRole('main')
  await expect(main).toContainText(`New scouting report on ${player.name}: Monitor`, SLOW)
  await shootAtBothSizes(page, 'report-on-sync')

  await page.goto(`/scout/players/${player.uid}`)
  await expect(waiting).toBeVisible(SLOW)
  await context.setOffline(false)
  await expect(page.getByTestId('sync-indicator').first()).toContainText('All synced', { timeout: 60_000 })
  // Sent: the server's report, with its age and its actions, and nothing left waiting — without a reload.
  await expect(reports.getByText('waiting to sync')).toHaveCount(0, SLOW)
  const sent = reports.getByRole('article').first()
  await expect(sent).toContainText('Seen today')
  await expect(sent).toContainText(summary)
  await expect(sent.getByRole('button', { name: 'Edit' })).toBeVisible()
  await shootAtBothSizes(page, 'report-sent')
  const stored = (await apiCall(page, 'GET', `/api/scout/reports?pid=${player.uid}`)) as unknown[]
  expect(stored).toHaveLength(1)
})
