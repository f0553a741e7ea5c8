import type { Page } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { answered, pick } from './requests'

// A member's game day from nothing, without leaving the screens, on a tablet and on a phone: a new club, its
// team with a league created from inside the team form, a game played in that league, two players added to the
// squad from the sheet's line-up step, a goal with no assist, a yellow card and a substitution, saved as one
// write; the game read as a page shows 1–0, the league's page lists the game, the scorer's statistics count it
// (read back on the tablet only).

test.setTimeout(300_000)

async function screenChecked(page: Page, shot: string) {
  await expectFitsTheScreen(page)
  await expectNoViolations(page)
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true })
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a game day from a new club to the scorer's statistics at ${viewport.width}px`, async ({
    communityPage: page,
  }) => {
    await page.setViewportSize(viewport)
    const run = `${viewport.width}${Date.now().toString(36)}`
    const club = `Riverside FC ${run}`
    const team = `Riverside U19 ${run}`
    const league = `County U19 League ${run}`
    const [scorer, sub] = [`Ada Finisher ${run}`, `Bea Bench ${run}`]

    // The club.
    await page.goto('/community/data/club/new')
    await page.getByLabel(/^Name/).fill(club)
    await answered(page, 'POST', /\/api\/community\/club$/, () =>
      page.getByRole('button', { name: 'Create club' }).click(),
    )
    await expect(page.getByRole('heading', { name: club })).toBeVisible(SLOW)

    // The team: what it plays in is one choice, and the league is created from inside the form.
    await page.goto('/community/data/team/new')
    await page.getByLabel(/^Name/).fill(team)
    await pick(page, page.getByRole('combobox', { name: /^Club/ }), club)
    await page.getByRole('button', { name: 'Create team' }).click()
    await expect(page.getByText('Choose what the team plays in')).toBeVisible()
    await page.getByRole('radio', { name: 'League' }).check()
    await page.getByRole('combobox', { name: /^League/ }).fill(league)
    await answered(page, 'POST', /\/api\/community\/league$/, () =>
      page.getByRole('option', { name: `+ Create league “${league}”` }).click(),
    )
    await expect(page.getByRole('combobox', { name: /^League/ })).toHaveValue(league, SLOW)
    await screenChecked(page, `team-form-${viewport.width}`)
    const madeTeam = await answered(page, 'POST', /\/api\/community\/team$/, () =>
      page.getByRole('button', { name: 'Create team' }).click(),
    )
    await expect(page.getByText(`League · ${league}`)).toBeVisible(SLOW)
    const leagueId = madeTeam.leagueId as string

    // The game, played in that league, against Algeria (World Cup demo data).
    await page.goto('/community/games/new')
    await page.getByRole('searchbox', { name: 'Home team' }).fill(team)
    await page.getByRole('button', { name: new RegExp(`^${team}`) }).click(SLOW)
    await page.getByRole('searchbox', { name: 'Away team' }).fill('Algeria')
    await page.getByRole('button', { name: /^Algeria/ }).click(SLOW)
    await page.getByLabel('Date').fill('2026-09-12')
    await page.getByRole('radio', { name: 'League' }).check()
    await pick(page, page.getByRole('combobox', { name: /^League/ }), league)
    await expect(page.getByText('Season 2026/27 (from the date)')).toBeVisible()
    await page.getByRole('button', { name: 'Continue to line-ups' }).click()

    // Two players who are not in the squad yet, added from the line-up step.
    await page.getByTestId('side-tab').first().click()
    await expect(page.getByText('This team has no players yet')).toBeVisible(SLOW)
    for (const [name, shirt] of [
      [scorer, '9'],
      [sub, '14'],
    ] as const) {
      const adder = page.getByTestId('squad-adder')
      if ((await adder.getAttribute('open')) === null) await adder.locator('summary').click()
      await adder.getByLabel('Name').fill(name)
      await adder.getByLabel(/^Shirt/).fill(shirt)
      await answered(page, 'PUT', new RegExp(`/api/community/team/${madeTeam.uid}$`), () =>
        adder.getByRole('button', { name: 'Add to the squad' }).click(),
      )
      await expect(page.getByTestId('squad-player').filter({ hasText: name })).toBeVisible()
    }
    await page.getByRole('button', { name: new RegExp(`^XI\\W+${scorer} starts`) }).click()
    await page.getByRole('button', { name: new RegExp(`^Bench\\W+${sub}`) }).click()
    await page.getByTestId('side-tab').nth(1).click()
    // A full squad of long names still fits the phone (rows shrink, names ellipsise).
    await expect(page.getByTestId('squad-player')).toHaveCount(26, SLOW)
    await expectFitsTheScreen(page)
    for (let i = 0; i < 11; i++)
      await page.getByTestId('squad-player').first().getByRole('button', { name: /^XI/ }).click(SLOW)
    await screenChecked(page, `lineup-${viewport.width}`)
    await page.getByRole('button', { name: 'Continue to events' }).click()

    // Events: a goal with no assist, a yellow card, a substitution.
    const pad = page.getByRole('region', { name: 'Record an event' })
    const minute = pad.getByLabel('Minute of the event')
    await minute.fill('17')
    await pad.getByRole('button', { name: 'Goal', exact: true }).click()
    await pad.getByRole('button', { name: new RegExp(scorer) }).click()
    await pad.getByRole('button', { name: 'No assist' }).click()
    await expect(page.getByTestId('live-score')).toHaveText('1 – 0')
    await minute.fill('33')
    await pad.getByRole('button', { name: 'Yellow', exact: true }).click()
    const booked = pad.getByTestId('player-button').filter({ hasNotText: run }).first()
    const bookedName = ((await booked.textContent()) ?? '').replace(/^\d+\s*/, '').trim()
    await booked.click()
    await minute.fill('60')
    await pad.getByRole('button', { name: 'Sub', exact: true }).click()
    await pad.getByRole('button', { name: new RegExp(scorer) }).click()
    await pad.getByRole('button', { name: new RegExp(sub) }).click()
    const timeline = page.getByRole('list', { name: 'Events, newest first' })
    await expect(timeline).toContainText(`Goal ${scorer}`)
    await expect(timeline).toContainText('Yellow card')
    await expect(timeline).toContainText(`${sub} on for ${scorer}`)
    await screenChecked(page, `events-${viewport.width}`)
    const game = await answered(page, 'POST', /\/api\/community\/game$/, () =>
      page.getByRole('button', { name: 'Save sheet' }).click(),
    )
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible(SLOW)
    expect(game).toMatchObject({ home_score: 1, away_score: 0, league_id: leagueId, season: '2026/27' })
    // Read back once, on the tablet: at 390 px the pages below would show the same numbers again. Their sums are
    // the API's (player-stats.test.ts, community-games.test.ts), and the game's and the player's pages are held
    // to a phone's width by detail-pages-fit.spec.ts and checked by axe there by scout-players.spec.ts (a game,
    // 390px) and community-players.spec.ts (the Statistics tab, 390px).
    if (viewport.width !== 1024) return

    // The game as a page: 1–0, its league linked, the events in order.
    await page.goto(`/community/games/${game.uid}`)
    await expect(page.getByTestId('live-score')).toHaveText('1 – 0', SLOW)
    await expect(page.getByRole('link', { name: league })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
      `${sub} on for ${scorer}`,
    )
    if (bookedName)
      await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText('Yellow card')
    await screenChecked(page, `game-page-${viewport.width}`)

    // The league's page lists the game.
    await page.getByRole('link', { name: league }).click()
    const games = page.getByRole('region', { name: 'Games' })
    await expect(games).toContainText(`${team} – Algeria`, SLOW)

    // The scorer's statistics: one match, one goal, 60 minutes (substituted), in the league's season.
    const scorerId = (game.teams[0].playerMetaData as { uid: string; goals: number }[]).find(
      (p) => p.goals === 1,
    )?.uid
    await page.goto(`/community/players/${scorerId}?tab=stats`)
    await expect(page.getByRole('heading', { name: scorer })).toBeVisible(SLOW)
    await expect(page.locator('[data-stat="matches"] dd')).toHaveText('1', SLOW)
    await expect(page.locator('[data-stat="goals"] dd')).toHaveText('1')
    await expect(page.locator('[data-stat="minutes"] dd')).toHaveText('60')
    await expect(page.getByRole('table', { name: 'Per competition' })).toContainText('2026/27')
    await screenChecked(page, `scorer-stats-${viewport.width}`)
  })
}
