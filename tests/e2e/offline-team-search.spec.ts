import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// A new game sheet started without a signal finds only the teams kept on the tablet. It says so, offers those
// teams, and leads to the new team form for one that is not here ("The search failed; check the connection" left
// the member nowhere to go).

test.setTimeout(180_000)

test('offline, a team search says which teams the tablet keeps and how to add one that is not here', async ({
  communityPage: page,
  context,
}) => {
  await controlledByServiceWorker(page)
  // The member opens a game online first, as at the ground before the signal goes.
  const games: { uid: string; team_names: string[] }[] = await apiCall(
    page,
    'GET',
    '/api/community/game/search?q=Japan&limit=5',
  )
  await page.goto(`/community/games/${games[0]!.uid}`)
  await expect(page.getByRole('heading', { level: 1, name: /Japan/ })).toBeVisible(SLOW)
  await page.goto('/community/games/new')
  await expect(page.getByRole('searchbox', { name: 'Home team' })).toBeVisible(SLOW)

  await context.setOffline(true)
  await page.getByRole('searchbox', { name: 'Home team' }).fill('Zzz Rovers')
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'No connection: only the teams kept on this tablet' })
  await expect(notice).toContainText('none of them is called “Zzz Rovers”', SLOW)
  await expect(page.getByText('The search failed')).toHaveCount(0)
  await expect(notice.getByRole('link', { name: 'new team form' })).toHaveAttribute(
    'href',
    '/community/data/team/new',
  )
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'team-search-offline')
  // Which teams the tablet keeps is said: offered by name, or that there are none yet and which are kept.
  await expect(notice).toContainText(/Kept on this tablet \(\d+\)|No team is kept on this tablet/)
  await context.setOffline(false)
})
