import type { Page } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations, shootAtBothSizes } from './a11y'
import { invite, newScout, writeReport } from './club-helpers'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// "Watch him on Saturday" (decision 0053): a head follows a player, finds his game on the calendar and assigns a
// scout to him at it (1024 px); the scout's phone (390 px) opens the app once with a signal, accepts, and at the
// ground with none opens the assignment, writes the report, reloads (both still there), and back online the
// server holds one report and the assignment is done. The calendar of the World Cup fits both screens.

test.setTimeout(300_000)

const run = Math.random().toString(36).slice(2, 6)
const clubName = `Assigning Club ${run}`

/** Tomorrow's game at 18:00 UTC between two new teams of two players each, made by a community member. */
async function tomorrowsGame(page: Page) {
  const cup = await apiCall(page, 'POST', '/api/community/tournament', { name: `Saturday Cup ${run}` })
  const sides: { uid: string; players: { uid: string; name: string }[] }[] = []
  for (const side of ['Harbour', 'Castle']) {
    const players: { uid: string; name: string }[] = []
    for (const n of [9, 10]) {
      const name = `${side} Forward ${n} ${run}`
      players.push({
        uid: (await apiCall(page, 'POST', '/api/community/player', { name, main_position: 'ST' })).uid,
        name,
      })
    }
    const team = await apiCall(page, 'POST', '/api/community/team', {
      name: `${side} ${run}`,
      tournamentId: cup.uid,
      players: players.map((p) => p.uid),
    })
    sides.push({ uid: team.uid, players })
  }
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const game = await apiCall(page, 'POST', '/api/community/game', {
    team_array: sides.map((s) => s.uid),
    tournament_id: cup.uid,
    date: `${day}T18:00:00Z`,
    venue: 'Harbour Park',
  })
  return { game, day, target: sides[0]!.players[0]! }
}

test('a head assigns a scout at a game; the scout reports on it offline and it closes once', async ({
  browser,
}) => {
  const member = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const memberPage = await member.newPage()
  await signIn(memberPage, 'community')
  const { game, day, target } = await tomorrowsGame(memberPage)
  await member.close()

  const head = await newScout(browser, 'e2e-assign-head')
  const scout = await newScout(browser, 'e2e-assign-scout', { width: 390, height: 844 })
  await head.page.goto('/scout/club')
  await head.page.getByLabel('Club name').fill(clubName)
  await head.page.getByRole('button', { name: 'Start the department' }).click()
  await expect(head.page.getByRole('heading', { level: 1, name: clubName })).toBeVisible(SLOW)
  await invite(head.page, scout.page, scout.account.email, 'Scout', clubName)

  // The head follows the striker; his game is on the calendar, and the head assigns the scout at it.
  await apiCall(head.page, 'POST', '/api/scout/setShortlist', { uid: target.uid, is_shortlisted: true })
  await head.page.goto('/scout/calendar')
  await head.page.getByLabel('Go to month').fill(day.slice(0, 7))
  await head.page.getByRole('button', { name: new RegExp(`Harbour ${run} – Castle ${run}`) }).click()
  const panel = head.page.getByRole('region', { name: `Harbour ${run} – Castle ${run}` })
  await expect(panel).toContainText(target.name)
  await expect(panel).toContainText('Harbour Park')
  await expectNoViolations(head.page)
  await shootAtBothSizes(head.page, 'calendar-month')
  await panel.getByRole('link', { name: 'Assign at this game' }).click()
  await expect(head.page.getByRole('heading', { level: 1, name: 'Give an assignment' })).toBeVisible(SLOW)
  await shootAtBothSizes(head.page, 'assignment-new')
  await head.page.getByLabel('Who watches').selectOption({ label: `${scout.account.username} (scout)` })
  await head.page.getByLabel('Priority').selectOption('high')
  await head.page.getByLabel(/^Note for the scout/).fill('His movement in the box, both feet')
  await head.page.getByRole('button', { name: 'Give the assignment' }).click()
  const title = `${target.name} at Harbour ${run} – Castle ${run}`
  await expect(head.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
  const assignment = head.page.url().split('/').pop()!
  await shootAtBothSizes(head.page, 'assignment-head')

  // The scout's phone, with a signal once: the assignment, accepted; the ground copy made by itself.
  await controlledByServiceWorker(scout.page)
  await scout.page.goto('/scout/assignments')
  await expect(scout.page.getByRole('list', { name: 'Your assignments' })).toContainText(title, SLOW)
  await scout.page.getByRole('link', { name: title }).click()
  await scout.page.getByRole('button', { name: 'Accept' }).click()
  await expect(scout.page.getByText('Accepted', { exact: true })).toBeVisible(SLOW)
  await expectFitsTheScreen(scout.page)
  await shootAtBothSizes(scout.page, 'assignment-scout')
  await scout.page.setViewportSize({ width: 390, height: 844 })
  await scout.page.goto('/scout/sync')
  await expect(
    scout.page.getByTestId('device-copy').filter({ hasText: 'Your assignments of the next 14 days' }),
  ).toBeVisible({ timeout: 90_000 })

  // At the ground, no signal.
  await scout.context.setOffline(true)
  await scout.page.goto(`/scout/assignments/${assignment}`)
  await expect(scout.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
  await expect(scout.page.getByText('His movement in the box, both feet')).toBeVisible()
  await scout.page.getByRole('link', { name: `Write the report on ${target.name}` }).click()
  const form = scout.page.getByRole('form', { name: `Report on ${target.name}` })
  await expect(form.getByLabel('For the assignment')).toHaveValue(assignment, SLOW)
  await writeReport(
    scout.page,
    '4',
    'Sign',
    'Scored twice, both feet, at the ground without a signal.',
    false,
  )
  await expect(scout.page.getByRole('region', { name: 'Your scouting reports' })).toContainText(
    'waiting to sync',
    SLOW,
  )
  await scout.page.reload()
  await expect(scout.page.getByRole('region', { name: 'Your scouting reports' })).toContainText(
    'waiting to sync',
    SLOW,
  )
  await scout.page.goto(`/scout/assignments/${assignment}`)
  await expect(scout.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)

  // Back online: one report, the assignment done.
  await scout.context.setOffline(false)
  await expect
    .poll(async () => (await apiCall(scout.page, 'GET', `/api/scout/reports?pid=${target.uid}`)).length, SLOW)
    .toBe(1)
  await expect
    .poll(async () => (await apiCall(head.page, 'GET', `/api/scout/assignments/${assignment}`)).status, SLOW)
    .toBe('done')
  expect(game.uid).toBeTruthy()
  for (const c of [head, scout]) await c.context.close()
})

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the World Cup's games of followed players on the calendar at ${viewport.width} px`, async ({
    browser,
  }) => {
    const scout = await newScout(browser, 'e2e-calendar', viewport)
    const [pedri] = await apiCall(scout.page, 'GET', '/api/scout/search?q=Pedri&limit=1')
    await apiCall(scout.page, 'POST', '/api/scout/setShortlist', { uid: pedri.uid, is_shortlisted: true })
    await scout.page.goto('/scout/calendar')
    await scout.page.getByLabel('Go to month').fill('2026-06')
    const games = scout.page.getByRole('button', { name: /Spain/ })
    await expect(games.first()).toBeVisible(SLOW)
    expect(await games.count()).toBeGreaterThanOrEqual(2)
    await expectFitsTheScreen(scout.page)
    await games.first().click()
    await expect(scout.page.getByRole('region', { name: /Spain/ })).toContainText('Pedri')
    await expectFitsTheScreen(scout.page)
    await scout.page.screenshot({
      path: test.info().outputPath(`calendar-world-cup-${viewport.width}.png`),
      fullPage: true,
    })
    await scout.context.close()
  })
}
