import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { apiCall } from './requests'

// A community member keeps a game sheet on a tablet: teams, line-ups, events as they happen, a refusal, save;
// the saved game carries the sheet and the score, and reopens where it was left. Data is made through the API.

async function makeTeam(page: Page, tournamentId: string, name: string, players: string[]) {
  const uids: string[] = []
  for (const [i, player] of players.entries()) {
    const made = await apiCall(page, 'POST', '/api/community/player', {
      name: player,
      shirt_number: i + 1,
    })
    uids.push(made.uid)
  }
  return apiCall(page, 'POST', '/api/community/team', { name, tournamentId, players: uids })
}

// A whole game entered by taps, then reopened twice: on a busy CI run it has taken 54 s.
test.setTimeout(150_000)

const squad = (prefix: string) => Array.from({ length: 13 }, (_, i) => `${prefix} Player ${i + 1}`)

test('a community member keeps a game sheet and saves it as one write', async ({ communityPage: page }) => {
  const run = Date.now().toString(36)
  const tournament = await apiCall(page, 'POST', '/api/community/tournament', {
    name: `Cup ${run}`,
  })
  await makeTeam(page, tournament.uid, `Rovers ${run}`, squad('Rovers'))
  await makeTeam(page, tournament.uid, `United ${run}`, squad('United'))

  await page.goto('/community/games/new')
  // Nothing of a new game is saved, and a save refused for want of teams does not say otherwise.
  const status = page.getByTestId('sheet-save').getByRole('status')
  await expect(status).toHaveText('Not saved yet')
  await page.getByRole('button', { name: 'Save sheet' }).click()
  await expect(page.getByRole('alert')).toContainText('Choose both teams before saving')
  await expect(status).toHaveText('Not saved')
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await page.getByRole('searchbox', { name: 'Home team' }).fill(`Rovers ${run}`)
  await page.getByRole('button', { name: new RegExp(`^Rovers ${run}`) }).click()
  await page.getByRole('searchbox', { name: 'Away team' }).fill(`United ${run}`)
  await page.getByRole('button', { name: new RegExp(`^United ${run}`) }).click()
  await page.getByRole('button', { name: 'Continue to line-ups' }).click()

  for (const side of [0, 1]) {
    await page.getByTestId('side-tab').nth(side).click()
    const squadList = page.getByTestId('squad-player')
    for (let i = 0; i < 11; i++) await squadList.first().getByRole('button', { name: /^XI/ }).click()
    await squadList
      .first()
      .getByRole('button', { name: /^Bench/ })
      .click()
  }
  // A twelfth starter is refused, with a message naming the team.
  await page.getByTestId('squad-player').first().getByRole('button', { name: /^XI/ }).click()
  await expect(page.getByRole('alert')).toContainText(`United ${run} has 12 starters; at most 11 can start`)
  await page.getByRole('button', { name: 'Continue to events' }).click()

  const pad = page.getByRole('region', { name: 'Record an event' })
  const minute = pad.getByLabel('Minute of the event')
  await minute.fill('23')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  // Both teams have a 10: each column is named by its team and side, each button says its team, and every
  // name is shown whole (on up to two lines) at the tablet's width.
  const home = pad.getByRole('group', { name: `Rovers ${run} (home)` })
  await expect(
    home.getByRole('button', { name: new RegExp(`^10 ?Rovers Player 10 ?, Rovers ${run}$`) }),
  ).toBeVisible()
  await expect(
    pad
      .getByRole('group', { name: `United ${run} (away)` })
      .getByRole('button', { name: /^10 United Player 10/ }),
  ).toBeVisible()
  const cut = await pad
    .getByTestId('player-name')
    .evaluateAll((names) =>
      names
        .filter((n) => n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1)
        .map((n) => n.textContent),
    )
  expect(cut).toEqual([])
  await pad.getByRole('button', { name: /Rovers Player 10/ }).click()
  await pad.getByRole('button', { name: /Rovers Player 8/ }).click()
  await pad.getByRole('button', { name: 'No pre-assist' }).click()
  // A goal recorded in a hurry gets its assist afterwards with the Assist button.
  await minute.fill('50')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await pad.getByRole('button', { name: /Rovers Player 9/ }).click()
  await pad.getByRole('button', { name: 'No assist' }).click()
  await pad.getByRole('button', { name: 'Assist', exact: true }).click()
  await expect(pad).toContainText("Assist by… (50' goal by Rovers Player 9)")
  await pad.getByRole('button', { name: /Rovers Player 7/ }).click()
  await pad.getByRole('button', { name: 'No pre-assist' }).click()
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    `Goal Rovers Player 9 (Rovers ${run}) — assist Rovers Player 7, score 2–0`,
  )
  await minute.fill('40')
  await pad.getByRole('button', { name: 'Yellow', exact: true }).click()
  await pad.getByRole('button', { name: /United Player 5/ }).click()
  await minute.fill('61')
  await pad.getByRole('button', { name: 'Yellow', exact: true }).click()
  await pad.getByRole('button', { name: /United Player 5/ }).click()
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    `Second yellow United Player 5 (United ${run}) — sent off`,
  )
  await expect(page.getByTestId('live-score')).toHaveText('2 – 0')

  // A sent-off player cannot score later: refused, and the sheet is unchanged.
  await minute.fill('70')
  await pad.getByRole('button', { name: 'Goal', exact: true }).click()
  await expect(pad.getByRole('button', { name: /United Player 5/ })).toHaveCount(0)
  await pad.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Save sheet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/community\/games\/[0-9a-f-]{36}\/edit$/)

  const gameId = page.url().split('/').at(-2)!
  const game = await apiCall(page, 'GET', `/api/community/game/${gameId}`)
  expect([game.home_score, game.away_score]).toEqual([2, 0])
  expect(game.operationsArr.map((o: { type: string }) => o.type)).toEqual([
    'goal',
    'yellow',
    'goal',
    'second_yellow',
  ])
  const booked = game.teams[1].playerMetaData.find((p: { jersey_no: number }) => p.jersey_no === 5)
  expect(booked).toMatchObject({ yellow_card_time: 40, yellow_second_card_time: 61, red_card_time: 61 })

  // Reopened, the sheet shows its events and score.
  await page.reload()
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    `Goal Rovers Player 10 (Rovers ${run}) — assist Rovers Player 8, score 1–0`,
    SLOW,
  )
  await expect(page.getByTestId('live-score')).toHaveText('2 – 0')

  // The game read as a page: the score and events, and "Edit the sheet" back into the editor.
  await page.goto(`/community/games/${gameId}`)
  await expect(page.getByTestId('live-score')).toHaveText('2 – 0', SLOW)
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(
    `Goal Rovers Player 10 (Rovers ${run}) — assist Rovers Player 8, score 1–0`,
  )
  await page.getByRole('link', { name: 'Edit the sheet' }).click()
  await expect(page).toHaveURL(new RegExp(`/community/games/${gameId}/edit$`))
})
