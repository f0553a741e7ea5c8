import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'

// A game day (docs/decisions/0002-offline-outbox.md) at a stadium without signal, on a tablet: signed in while online,
// the member goes offline and creates two players, a tournament and two teams (each with one of the players, chosen in
// the picker from the records waiting to sync), then keeps the game sheet with the player's goal. A reload while still
// offline keeps the app and the queue; back online the queue drains, and the server holds every record exactly once,
// with the goal counted once in the player's statistics.

test.setTimeout(180_000)

async function createFamilyRecord(page: Page, slug: string, fill: () => Promise<void>, button: string) {
  await page.goto(`/community/data/${slug}/new`)
  await expect(page.getByLabel(/^Name/)).toBeVisible(SLOW)
  await fill()
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(new RegExp(`/community/data/${slug}$`))
}

/** Types into a picker and chooses the option offered from the outbox. */
async function pick(page: Page, label: RegExp, typed: string) {
  await page.getByRole('combobox', { name: label }).fill(typed)
  const option = page.getByRole('option', { name: new RegExp(`${typed} · waiting to sync`) })
  await expect(option).toBeVisible()
  await page.screenshot({ path: test.info().outputPath(`picker-${typed.split(' ')[0]}.png`) })
  await option.click()
}

async function serverList(page: Page, url: string) {
  const response = await page.request.get(url)
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
  return (await response.json()).data as Record<string, unknown>[]
}

test('a whole game entered offline reaches the server exactly once, its goal counted once', async ({
  communityPage: page,
  context,
}) => {
  const run = Date.now().toString(36)
  const striker = `Dockside Striker ${run}`
  const keeper = `Quayside Keeper ${run}`
  const cup = `Harbour Cup ${run}`
  // The away team's name is accented: the picker finds it offline from the name typed without accents.
  const [home, away] = [`Harbour Lions ${run}`, `Quay Rövers ${run}`]
  await controlledByServiceWorker(page)
  const indicator = page.getByTestId('sync-indicator').first()
  await expect(indicator).toContainText('All synced', SLOW)
  // One visit of each screen while online, as a member opens the app before leaving for the ground.
  for (const path of ['/community/data/team/new', '/community/games/new', '/community/sync']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW)
  }
  await page.goto('/community/players/new')
  await expect(page.getByLabel(/^Name/)).toBeVisible(SLOW)

  await context.setOffline(true)
  await expect(indicator).toContainText('Offline')
  for (const [name, shirt] of [
    [striker, '9'],
    [keeper, '1'],
  ] as const) {
    await page.goto('/community/players/new')
    await page.getByLabel(/^Name/).fill(name)
    await page.getByLabel('Shirt number').fill(shirt)
    await page.getByRole('button', { name: 'Create player' }).click()
    await expect(page.getByText('Saved on this device')).toBeVisible()
  }

  await createFamilyRecord(page, 'tournament', () => page.getByLabel(/^Name/).fill(cup), 'Create tournament')
  for (const team of [home, away]) {
    await createFamilyRecord(
      page,
      'team',
      async () => {
        await page.getByLabel(/^Name/).fill(team)
        await page.getByRole('radio', { name: 'Tournament' }).check()
        await pick(page, /^Tournament/, cup)
        const player = team === home ? striker : keeper
        await pick(page, /^Add to players/, player)
        await expect(page.getByTestId('picked-record')).toContainText(player)
      },
      'Create team',
    )
  }
  await expect(indicator).toContainText('Offline · 5 waiting')

  // The lists behave as if the writes had succeeded: what waits on the device is shown, marked so.
  await page.goto('/community/data/team')
  const waitingTeams = page.getByRole('region', { name: 'teams waiting to sync' })
  await expect(waitingTeams).toContainText(home, SLOW)
  await expect(waitingTeams).toContainText(away)
  await page.goto('/community/players')
  await expect(page.getByRole('region', { name: 'Players waiting to sync' })).toContainText(striker, SLOW)

  // The game sheet: both teams come from the outbox, the home squad from the waiting team's players.
  await page.goto('/community/games/new')
  for (const [side, team] of [
    ['Home team', home],
    ['Away team', away],
  ] as const) {
    await page.getByRole('searchbox', { name: side }).fill(team.replace('ö', 'o'))
    await page.getByRole('button', { name: new RegExp(`^${team}.*waiting to sync`) }).click()
  }
  await page.getByRole('button', { name: 'Continue to line-ups' }).click()
  for (const [side, player] of [striker, keeper].entries()) {
    await page.getByTestId('side-tab').nth(side).click()
    await page
      .getByTestId('squad-player')
      .filter({ hasText: player })
      .getByRole('button', { name: /^XI/ })
      .click()
  }
  await page.getByRole('button', { name: 'Continue to events' }).click()
  const pad = page.getByRole('region', { name: 'Record an event' })
  await pad.getByLabel('Minute of the event').fill('34')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await pad.getByRole('button', { name: new RegExp(striker) }).click()
  await pad.getByRole('button', { name: 'No assist' }).click()
  await expect(page.getByTestId('live-score')).toHaveText('1 – 0')
  await page.getByRole('button', { name: 'Save sheet' }).click()
  await expect(indicator).toContainText('Offline · 6 waiting', SLOW)

  // Reloaded with no network: the app shell and the queue are still there.
  await page.reload()
  await expect(indicator).toContainText('Offline · 6 waiting', SLOW)
  await page.goto('/community/sync')
  await expect(page.getByTestId('outbox-item')).toHaveCount(6)
  // Each waiting write in words: the sheet by its teams, the players by name.
  await expect(
    page.getByTestId('outbox-item').filter({ hasText: `Game sheet ${home} – ${away}` }),
  ).toHaveCount(1)
  await expect(page.getByTestId('outbox-item').filter({ hasText: `New player ${keeper}` })).toHaveCount(1)

  await context.setOffline(false)
  await expect(indicator).toContainText('All synced', SLOW)

  // The server holds each record once, linked as entered on the tablet.
  const keepers = await serverList(page, `/api/community/player?q=${encodeURIComponent(keeper)}`)
  expect(keepers.map((p) => p.name)).toEqual([keeper])
  const players = await serverList(page, `/api/community/player?q=${encodeURIComponent(striker)}`)
  expect(players.map((p) => p.name)).toEqual([striker])
  const playerUid = String(players[0]?.uid)
  const cups = await serverList(page, `/api/community/tournament/search?q=${encodeURIComponent(cup)}`)
  expect(cups.map((t) => t.name)).toEqual([cup])
  for (const team of [home, away]) {
    const found = await serverList(page, `/api/community/team/search?q=${encodeURIComponent(team)}`)
    expect(found.map((t) => t.name)).toEqual([team])
    expect(found[0]?.tournamentId).toBe(cups[0]?.uid)
    expect(found[0]?.players).toEqual([team === home ? playerUid : keepers[0]?.uid])
  }
  const stats = await page.request.get(`/api/community/player_stats/${playerUid}`)
  expect(stats.ok()).toBe(true)
  const { totals } = (await stats.json()).data
  expect(totals).toMatchObject({ matches: 1, starts: 1, goals: 1 })
})
