import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { answered, pick } from './requests'

// A community member on a tablet builds a game from nothing through the screens alone: a club, a team in the
// World Cup 2026 (demo data), two players of that club, the team's squad, a game sheet with a goal and its
// assist; then player one's statistics panel shows the goal. Every step waits for the server's answer, never a
// fixed sleep, with timeouts sized for a slow, loaded two-core machine.

test.use({ viewport: { width: 1024, height: 768 } })
test.setTimeout(240_000)

test('a community member creates a club, team, players and a game sheet, then sees the scorer’s statistics', async ({
  communityPage: page,
}) => {
  const run = Date.now().toString(36)
  const club = `Harbour FC ${run}`
  const team = `Harbour U19 ${run}`
  const [one, two] = [`Ada Striker ${run}`, `Bea Playmaker ${run}`]
  const nav = page.getByRole('navigation').first()

  // Football data → Clubs → New club.
  await nav.getByRole('link', { name: 'Football data' }).click()
  await page.getByRole('link', { name: 'Clubs', exact: true }).click()
  await page.getByRole('link', { name: 'New club' }).click()
  await page.getByLabel(/^Name/).fill(club)
  await answered(page, 'POST', /\/api\/community\/club$/, () =>
    page.getByRole('button', { name: 'Create club' }).click(),
  )
  await expect(page.getByRole('heading', { name: club })).toBeVisible(SLOW)

  // A team of that club in the World Cup 2026.
  await nav.getByRole('link', { name: 'Football data' }).click()
  await page.getByRole('link', { name: 'Teams', exact: true }).click()
  await page.getByRole('link', { name: 'New team' }).click()
  await page.getByLabel(/^Name/).fill(team)
  await pick(page, page.getByRole('combobox', { name: /^Club/ }), club)
  await page.getByRole('radio', { name: 'Tournament' }).check()
  await pick(page, page.getByRole('combobox', { name: /^Tournament/ }), 'World Cup 2026', 'World Cup')
  const madeTeam = await answered(page, 'POST', /\/api\/community\/team$/, () =>
    page.getByRole('button', { name: 'Create team' }).click(),
  )
  await expect(page).toHaveURL(new RegExp(`/community/data/team/${madeTeam.uid}$`), SLOW)

  // Two players of the club, in the players section.
  const players: string[] = []
  for (const [name, position, shirt] of [
    [one, 'Striker (ST)', '9'],
    [two, 'Attacking midfielder (CAM)', '10'],
  ] as const) {
    await nav.getByRole('link', { name: 'Players' }).click()
    await page.getByRole('link', { name: 'New player' }).click()
    await page.getByLabel(/^Name/).fill(name)
    await pick(page, page.getByRole('combobox', { name: /^Current club/ }), club)
    await page.getByLabel(/^Main position/).selectOption({ label: position })
    await page.getByLabel(/^Shirt number/).fill(shirt)
    const made = await answered(page, 'POST', /\/api\/community\/player$/, () =>
      page.getByRole('button', { name: 'Create player' }).click(),
    )
    await expect(page).toHaveURL(new RegExp(`/community/players/${made.uid}$`), SLOW)
    await expect(page.getByRole('heading', { name })).toBeVisible(SLOW)
    players.push(made.uid)
  }

  // The list filtered by the new club shows exactly these two, with their club.
  await nav.getByRole('link', { name: 'Players' }).click()
  await pick(page, page.getByRole('combobox', { name: /^Club/ }), club)
  const rows = page.getByRole('list', { name: 'Players' }).getByRole('listitem')
  await expect(rows).toHaveCount(2, SLOW)
  await expect(rows.first()).toContainText(club)

  // The squad: both players added to the team through its edit form.
  await page.goto(`/community/data/team/${madeTeam.uid}/edit`)
  const adder = page.getByRole('combobox', { name: /^Add to players/ })
  for (const name of [one, two]) {
    await adder.fill(name)
    await page.getByRole('option', { name, exact: true }).click(SLOW)
  }
  const savedTeam = await answered(page, 'PUT', new RegExp(`/api/community/team/${madeTeam.uid}$`), () =>
    page.getByRole('button', { name: 'Save changes' }).click(),
  )
  expect(savedTeam.players).toEqual(players)

  // A game against Algeria (World Cup demo data) with a sheet: both players start, one scores, two assists.
  await page.goto('/community/games/new')
  await page.getByRole('searchbox', { name: 'Home team' }).fill(team)
  await page.getByRole('button', { name: new RegExp(`^${team}`) }).click(SLOW)
  await page.getByRole('searchbox', { name: 'Away team' }).fill('Algeria')
  await page.getByRole('button', { name: /^Algeria/ }).click(SLOW)
  await page.getByRole('button', { name: 'Continue to line-ups' }).click()
  await page.getByTestId('side-tab').first().click()
  for (const name of [one, two]) {
    await page.getByRole('button', { name: new RegExp(`^XI\\W+${name} starts`) }).click(SLOW)
  }
  // Algeria fields its first eleven of the imported squad.
  await page.getByTestId('side-tab').nth(1).click()
  for (let i = 0; i < 11; i++) {
    await page.getByTestId('squad-player').first().getByRole('button', { name: /^XI/ }).click(SLOW)
  }
  await expect(page.getByTestId('side-tab').nth(1)).toContainText('11/11 starting')
  await page.getByRole('button', { name: 'Continue to events' }).click()
  const pad = page.getByRole('region', { name: 'Record an event' })
  await pad.getByLabel('Minute of the event').fill('17')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await pad.getByRole('button', { name: new RegExp(one) }).click()
  await pad.getByRole('button', { name: new RegExp(two) }).click()
  // Nobody else of the side can have set it up: the pad does not ask for a pre-assist.
  await expect(pad.getByRole('button', { name: 'No pre-assist' })).toHaveCount(0)
  // The timeline names the scorer's team too ("Goal Ada (Harbour U19) — assist Bea, score 1–0").
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    new RegExp(`Goal ${one} \\(.+\\) — assist ${two}`),
  )
  await answered(page, 'POST', /\/api\/community\/game$/, () =>
    page.getByRole('button', { name: 'Save sheet' }).click(),
  )
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible(SLOW)

  // Player one's page: the statistics panel counts the match and the goal; player two has the assist.
  for (const [name, goals, assists] of [
    [one, '1', '0'],
    [two, '0', '1'],
  ] as const) {
    await nav.getByRole('link', { name: 'Players' }).click()
    await page.getByRole('searchbox', { name: 'Search players' }).fill(name)
    await page.getByRole('link', { name: new RegExp(name) }).click(SLOW)
    await expect(page.getByRole('heading', { name })).toBeVisible(SLOW)
    await answered(page, 'GET', /\/api\/community\/player_stats\//, () =>
      page.getByRole('tab', { name: 'Statistics' }).click(),
    )
    await expect(page.locator('[data-stat="matches"] dd')).toHaveText('1')
    await expect(page.locator('[data-stat="goals"] dd')).toHaveText(goals)
    await expect(page.locator('[data-stat="assists"] dd')).toHaveText(assists)
    // The game was saved without a competition: one row, counted as a friendly, with the full 90 minutes.
    const row = page.getByRole('table', { name: 'Per competition' }).getByRole('row').nth(1)
    await expect(row).toContainText('Friendlies')
    await expect(page.locator('[data-stat="minutes"] dd')).toHaveText('90')
  }
})
