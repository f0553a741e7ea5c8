import { shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// A game day at a ground without signal, from a competition taken offline the evening before: its team and a
// player edited offline, the sheet of an existing game recorded, the tablet reloaded, the game reopened and
// changed again; back online each change lands once, and an office edit of the same player made meanwhile
// shows as a conflict for the member to resolve.

test.setTimeout(240_000)

test('a competition taken offline is read, edited and played offline; each change lands once', async ({
  communityPage: page,
  browser,
  context,
}) => {
  const run = Date.now().toString(36)
  const cup = await apiCall(page, 'POST', '/api/community/tournament', { name: `Harbour Cup ${run}` })
  const teams: { uid: string; name: string; players: string[] }[] = []
  for (const side of ['Lions', 'Rovers']) {
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
    teams.push({ uid: team.uid, name: team.name, players })
  }
  const game = await apiCall(page, 'POST', '/api/community/game', {
    team_array: teams.map((t) => t.uid),
    tournament_id: cup.uid,
    date: '2026-11-28',
  })

  // The evening before: the cup taken offline on the tablet.
  await controlledByServiceWorker(page)
  await page.goto(`/community/data/tournament/${cup.uid}`)
  await page.getByRole('button', { name: 'Take offline' }).click()
  const offlineUse = page.getByRole('region', { name: 'Offline use' })
  await expect(offlineUse).toContainText('Saved on this tablet: 2 teams, 6 players, 1 game', SLOW)
  await shootAtBothSizes(page, 'take-offline')

  // At the ground, no signal: the cup's players list from the tablet, said to be its copy.
  await context.setOffline(true)
  await page.goto('/community/players')
  await page.getByRole('searchbox', { name: 'Search players' }).fill(`Lions Player`)
  await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(3, SLOW)
  await expect(page.getByText('No connection: the players as saved on this device')).toBeVisible()
  await page.goto(`/community/data/team/${teams[0]!.uid}/edit`)
  await expect(page.getByLabel(/^Name/)).toHaveValue(teams[0]!.name, SLOW)
  await page.getByLabel(/^Category/).fill('U19')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Category').locator('..')).toContainText('U19', SLOW)

  const edited = teams[0]!.players[0]!
  await page.goto(`/community/players/${edited}?edit=profile`)
  await expect(page.getByText('No connection: this player as saved on this device')).toBeVisible(SLOW)
  await page.getByLabel(/^Height/).fill('181')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Saved on this device; it will sync')).toBeVisible(SLOW)

  // The office changes the same player meanwhile.
  const office = await browser.newContext()
  const desk = await office.newPage()
  await signIn(desk, 'community')
  await apiCall(desk, 'PUT', `/api/community/profile/${edited}`, { version: 1, height_cm: 175 })

  // The sheet of the existing game: line-ups from the saved squads, a goal.
  // A game with its teams opens at the line-ups, the squads read from the tablet's copies.
  await page.goto(`/community/games/${game.uid}/edit`)
  await expect(page.getByTestId('squad-player').first()).toBeVisible(SLOW)
  for (const side of [0, 1]) {
    await page.getByTestId('side-tab').nth(side).click()
    await page.getByTestId('squad-player').first().getByRole('button', { name: /^XI/ }).click()
  }
  await page.getByRole('button', { name: 'Continue to events' }).click()
  const pad = page.getByRole('region', { name: 'Record an event' })
  await pad.getByLabel('Minute of the event').fill('12')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await pad.getByRole('button', { name: new RegExp(`Lions Player 1 ${run}`) }).click()
  await page.getByRole('button', { name: 'Save sheet' }).click()
  await expect(page.getByTestId('live-score')).toHaveText('1 – 0')

  // Reloaded without signal, the game reopens as saved on the tablet and is changed again.
  await page.reload()
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    `Goal Lions Player 1 ${run}`,
    SLOW,
  )
  // A sheet with events reopens at its events.
  await expect(pad.getByLabel('Minute of the event')).toBeVisible()
  await pad.getByLabel('Minute of the event').fill('40')
  await pad.getByRole('button', { name: 'Yellow', exact: true }).click()
  await pad.getByRole('button', { name: new RegExp(`Rovers Player 1 ${run}`) }).click()
  await page.getByRole('button', { name: 'Save sheet' }).click()
  const indicator = page.getByTestId('sync-indicator').first()
  await expect(indicator).toContainText('Offline · 4 waiting', SLOW)

  // Back online: everything is sent once; the player's change meets the office's and waits as a conflict.
  await context.setOffline(false)
  await expect(indicator).toContainText('1 problem', SLOW)
  const team = await apiCall(page, 'GET', `/api/community/team/${teams[0]!.uid}`)
  expect(team).toMatchObject({ category: 'U19', version: 2 })
  await expect(indicator).not.toContainText('waiting', SLOW)
  const played = await apiCall(page, 'GET', `/api/community/game/${game.uid}`)
  expect(played.operationsArr.map((o: { type: string }) => o.type)).toEqual(['goal', 'yellow'])
  expect(played).toMatchObject({ home_score: 1, away_score: 0, version: 3 })
  await indicator.click()
  const conflict = page.getByTestId('outbox-item').filter({ hasText: 'Conflict' })
  await expect(conflict).toHaveCount(1)
  await expect(conflict.getByRole('row', { name: /^height/i })).toContainText('181')
  await expect(conflict.getByRole('row', { name: /^height/i })).toContainText('175')
  await office.close()
})
