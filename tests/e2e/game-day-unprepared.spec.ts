import type { Page } from '@playwright/test'
import { shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// A game day without preparation (docs/decisions/0045-game-day-copies-without-asking.md). A member who opened the app
// once with a signal — no "Take offline" — finds today's game on the tablet at a ground without one: the games list and
// the game read from the device (and say so), the sheet is recorded (line-up, a goal, a substitution), the tablet
// reloaded, the sheet is there as left; back online the server holds it once. Another run leaves an unsaved sheet by
// the navigation: the app asks first, and the changes come back as a draft.

test.setTimeout(240_000)

/** Today's game between two new teams of three players each, in a new cup, made through the API. */
async function todaysGame(page: Page, run: string) {
  const cup = await apiCall(page, 'POST', '/api/community/tournament', { name: `Ground Cup ${run}` })
  const sides: { uid: string; name: string; players: string[] }[] = []
  for (const side of ['Quarry', 'Mill']) {
    const players: string[] = []
    for (let i = 1; i <= 3; i++)
      players.push(
        (
          await apiCall(page, 'POST', '/api/community/player', {
            name: `${side} Player ${i} ${run}`,
            shirt_number: i,
          })
        ).uid,
      )
    const team = await apiCall(page, 'POST', '/api/community/team', {
      name: `${side} ${run}`,
      tournamentId: cup.uid,
      players,
    })
    sides.push({ uid: team.uid, name: team.name, players })
  }
  const game = await apiCall(page, 'POST', '/api/community/game', {
    team_array: sides.map((t) => t.uid),
    tournament_id: cup.uid,
    date: new Date().toISOString().slice(0, 10),
  })
  return { game, sides }
}

/** One visit with a signal: the shell installed, the game-day copies made in the background. */
async function visitedOnce(page: Page) {
  await controlledByServiceWorker(page)
  await page.goto('/community/sync')
  await expect(page.getByTestId('device-copy').filter({ hasText: 'Your games of these weeks' })).toBeVisible({
    timeout: 90_000,
  })
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, today's game is recorded offline with no preparation, reloaded, and lands once`, async ({
    page,
    browser,
    context,
  }) => {
    // The fixture was entered at the office days before, on another device.
    const run = `${Date.now().toString(36)}${viewport.width}`
    const office = await browser.newContext()
    const desk = await office.newPage()
    await signIn(desk, 'community')
    const { game, sides } = await todaysGame(desk, run)
    await office.close()
    // The member's tablet: signed in once with a signal, nothing asked for.
    await page.setViewportSize(viewport)
    await signIn(page, 'community')
    await visitedOnce(page)
    if (viewport.width === 1024) {
      // What the tablet keeps, said on the Sync page and the dashboard.
      await shootAtBothSizes(page, 'sync-device-copies')
      await page.goto('/community')
      await expect(page.getByText(/^Ready offline: your games of these weeks/)).toBeVisible(SLOW)
      // The competition of today's game can be taken offline whole from here.
      await page.getByLabel('Take a whole competition offline').selectOption({ label: `Ground Cup ${run}` })
      await page.getByRole('button', { name: 'Take offline' }).click()
      await expect(page.getByRole('region', { name: 'Offline use' })).toContainText(
        'Saved on this tablet: 2 teams, 6 players, 1 game',
        SLOW,
      )
      await shootAtBothSizes(page, 'dashboard-game-day')
      await page.setViewportSize(viewport)
    }

    await context.setOffline(true)
    await page.goto('/community/games')
    await page.getByRole('searchbox', { name: 'Search games' }).fill(`Quarry ${run}`)
    const row = page.getByRole('link', { name: new RegExp(`Quarry ${run}.*Mill ${run}`) })
    await expect(row).toBeVisible(SLOW)
    await expect(
      page.getByText(/No connection: the games as saved on this device (at|yesterday)/),
    ).toBeVisible()
    await expect(page.getByText('No games found.')).toHaveCount(0)
    await shootAtBothSizes(page, `offline-games-list-${viewport.width}`)
    await page.setViewportSize(viewport)

    await row.click()
    await expect(page.getByText('No connection: this game as saved on this device')).toBeVisible(SLOW)
    await page.getByRole('link', { name: 'Edit the sheet' }).click()
    // Line-ups from the squads kept on the device: two starters and one on the bench for the home side.
    await expect(page.getByTestId('squad-player').first()).toBeVisible(SLOW)
    const [home, away] = sides
    const name = (side: typeof home, i: number) => `${side!.name.split(' ')[0]} Player ${i} ${run}`
    await page.getByTestId('side-tab').nth(0).click()
    for (const i of [1, 2])
      await page.getByRole('button', { name: new RegExp(`^XI\\W+${name(home, i)}`) }).click()
    await page.getByRole('button', { name: new RegExp(`^Bench\\W+${name(home, 3)}`) }).click()
    await page.getByTestId('side-tab').nth(1).click()
    await page.getByRole('button', { name: new RegExp(`^XI\\W+${name(away, 1)}`) }).click()
    await page.getByRole('button', { name: 'Continue to events' }).click()

    const pad = page.getByRole('region', { name: 'Record an event' })
    const minute = pad.getByLabel('Minute of the event')
    await minute.fill('21')
    await pad.getByRole('button', { name: 'Goal', exact: true }).click()
    await pad.getByRole('button', { name: new RegExp(name(home, 1)) }).click()
    await pad.getByRole('button', { name: 'No assist' }).click()
    await minute.fill('64')
    await pad.getByRole('button', { name: 'Sub', exact: true }).click()
    await pad.getByRole('button', { name: new RegExp(name(home, 2)) }).click()
    await pad.getByRole('button', { name: new RegExp(name(home, 3)) }).click()
    await page.getByRole('button', { name: 'Save sheet' }).click()
    await expect(page.getByText('Saved on this device, not sent yet')).toBeVisible(SLOW)

    // The tablet reloaded, still without a signal: the sheet as it was left, still editable.
    await page.reload()
    const timeline = page.getByRole('list', { name: 'Events, newest first' })
    await expect(timeline).toContainText(name(home, 1), SLOW)
    await expect(timeline).toContainText(`${name(home, 3)} on for ${name(home, 2)}`)
    await expect(page.getByTestId('live-score').first()).toHaveText('1 – 0')
    await expect(page.getByText('Saved on this device, not sent yet')).toBeVisible()
    await expect(pad.getByLabel('Minute of the event')).toBeEditable()
    await shootAtBothSizes(page, `offline-sheet-reopened-${viewport.width}`)
    await page.setViewportSize(viewport)

    // Back online: sent once.
    await context.setOffline(false)
    await expect(page.getByTestId('sync-indicator').first()).toContainText('All synced', SLOW)
    const held = await apiCall(page, 'GET', `/api/community/game/${game.uid}`)
    expect(held.operationsArr.map((o: { type: string }) => o.type)).toEqual(['goal', 'sub'])
    expect(held).toMatchObject({ home_score: 1, away_score: 0, version: 2 })
  })
}

test('leaving an unsaved sheet by the navigation asks first; the draft comes back and can be discarded', async ({
  communityPage: page,
}) => {
  const run = Date.now().toString(36)
  const { game, sides } = await todaysGame(page, run)
  await page.goto(`/community/games/${game.uid}/edit`)
  await expect(page.getByTestId('squad-player').first()).toBeVisible(SLOW)
  for (const side of [0, 1]) {
    await page.getByTestId('side-tab').nth(side).click()
    await page.getByTestId('squad-player').first().getByRole('button', { name: /^XI/ }).click()
  }
  await page.getByRole('button', { name: 'Continue to events' }).click()
  const pad = page.getByRole('region', { name: 'Record an event' })
  await pad.getByLabel('Minute of the event').fill('9')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await pad.getByRole('button', { name: new RegExp(`${sides[0]!.name.split(' ')[0]} Player 1`) }).click()
  await pad.getByRole('button', { name: 'No assist' }).click()
  await expect(page.getByTestId('live-score').first()).toHaveText('1 – 0')

  const dashboard = page
    .getByRole('navigation')
    .getByRole('link', { name: /Dashboard|Home/ })
    .first()
  await dashboard.click()
  const ask = page.getByRole('dialog', { name: 'Leave the game sheet?' })
  await expect(ask).toContainText('stay on this device as a draft')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/community/games/${game.uid}/edit$`))
  await expect(page.getByTestId('live-score').first()).toHaveText('1 – 0')

  await dashboard.click()
  await ask.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/community\/?$/)

  await page.goto(`/community/games/${game.uid}/edit`)
  await expect(page.getByText(/Your unsaved changes kept on this device .* are back/)).toBeVisible(SLOW)
  await expect(page.getByTestId('live-score').first()).toHaveText('1 – 0')
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByTestId('live-score').first()).toHaveText('0 – 0')
  await page.reload()
  await expect(page.getByTestId('squad-player').first()).toBeVisible(SLOW)
  await expect(page.getByText('Discard draft')).toHaveCount(0)

  // A form keeps its draft the same way: a new player half typed, left, found again.
  await page.goto('/community/players/new')
  await page.getByLabel(/^Name/).fill(`Half Typed ${run}`)
  await dashboard.click()
  const leaveForm = page.getByRole('dialog', { name: 'Leave this form?' })
  await leaveForm.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/community\/?$/)
  await page.goto('/community/players/new')
  await expect(page.getByLabel(/^Name/)).toHaveValue(`Half Typed ${run}`, SLOW)
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByLabel(/^Name/)).toHaveValue('')
})

test('the data menu groups records in football words, with no table names', async ({
  communityPage: page,
}) => {
  await page.goto('/community/data')
  const groups = page.getByTestId('family-group')
  await expect(groups.getByRole('heading')).toHaveText([
    'Competitions',
    'Clubs and teams',
    'National sides',
    'People',
    'Countries and labels',
  ])
  for (const table of [
    'National teams',
    'National squads',
    'National staff',
    'National match days',
    'League entries',
    'Club players',
    'Club members',
    'Club countries',
    'Game days',
    'Week days',
  ])
    await expect(groups.getByRole('link', { name: table, exact: true })).toHaveCount(0)
  await expect(page.getByText('worldcup-2026.squads.json')).toHaveCount(0)
  await expect(page.getByText('the World Cup squads file')).toBeVisible()
  await shootAtBothSizes(page, 'data-menu')
  // A national side's squads still open from the side's own page.
  await groups.getByRole('link', { name: 'National sides', exact: true }).click()
  await page.getByRole('link', { name: 'Brazil' }).first().click()
  await expect(page.getByRole('heading', { name: 'Brazil', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: /squads/i }).first()).toBeVisible()
})
