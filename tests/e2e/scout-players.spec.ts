import type { Locator, Page } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { registerScout, signIn } from './foundation-helpers'

// A scout's working day, first part: find a player by name (accents not needed), shortlist them, find them on
// the shortlist and on their page — at tablet and phone width, with no axe violations and nothing wider than
// the screen — and let them go again (on the tablet). A freshly registered scout starts with an empty shortlist.

async function expectAccessibleAndFitting(page: Page) {
  await expectNoViolations(page)
  await expectFitsTheScreen(page)
}

/** How many lines a cell's text takes on the screen. */
const linesOf = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange()
    range.selectNodeContents(td)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

/** Every shown cell of a row ends inside the screen and its table's card: nothing to scroll sideways to. */
async function expectRowOnScreen(row: Locator) {
  await expect(row.getByRole('link').first()).toBeVisible()
  const cells = await row.getByRole('cell').evaluateAll((tds) =>
    tds
      .filter((td) => !td.hasAttribute('data-empty'))
      .map((td) => {
        const edge = Math.min(window.innerWidth, td.closest('.table-wrap')!.getBoundingClientRect().right)
        return { text: td.textContent, past: td.getBoundingClientRect().right - edge }
      }),
  )
  expect(cells.length).toBeGreaterThan(3)
  for (const cell of cells) expect(cell.past, `${cell.text} is cut`).toBeLessThanOrEqual(0.5)
}

/**
 * The table ends inside its card's padding: no "Shortlisted" toggle past the card's edge. A list too wide for its
 * card shows a card a player instead.
 */
async function expectInsideItsCard(table: Locator) {
  const past = await table.evaluate((t) => {
    const card = t.closest('.card')!
    const inside = card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight)
    return t.getBoundingClientRect().right - inside
  })
  expect(past, 'how far the table reaches past its card').toBeLessThanOrEqual(0.5)
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a scout finds Mbappé without the accent, shortlists him and lets him go (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await registerScout(page, `sl${viewport.width}`)
    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible()
    await page.getByLabel('Search by name').fill('mbappe')
    const results = page.getByRole('table', { name: 'Players' })
    const row = results.getByRole('row').filter({ hasText: 'Kylian Mbappé' })
    await expect(row).toBeVisible()
    await expectAccessibleAndFitting(page)
    await page.screenshot({ path: test.info().outputPath(`players-${viewport.width}.png`) })

    await row.getByRole('button', { name: /Shortlist Kylian Mbappé/ }).click()
    await expect(row.getByRole('button', { name: /Shortlisted Kylian Mbappé/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('Kylian Mbappé is on your shortlist.')).toBeVisible()

    await page.getByRole('link', { name: 'Shortlist' }).click()
    const shortlisted = page
      .getByRole('table', { name: 'Players' })
      .getByRole('row')
      .filter({ hasText: 'Mbappé' })
    await expect(shortlisted).toHaveCount(1)
    // His key numbers: 10 goals from the World Cup sheets; matches and minutes not recorded there.
    await expect(shortlisted.first()).toContainText('10')
    await expect(shortlisted.first()).toContainText('Kylian Mbappé')
    expect(await linesOf(shortlisted.first().getByRole('cell', { name: /\d+ years/ }))).toBe(1)
    await expectInsideItsCard(page.getByRole('table', { name: 'Players' }))
    if (viewport.width === 1024) {
      // The narrowest screen with the side navigation: it takes 240 px, and the card is narrower than at 1024.
      await page.setViewportSize({ width: 861, height: 768 })
      await expectInsideItsCard(page.getByRole('table', { name: 'Players' }))
      await page.setViewportSize(viewport)
    }
    await expectAccessibleAndFitting(page)
    await page.screenshot({ path: test.info().outputPath(`shortlist-${viewport.width}.png`) })

    await shortlisted.first().getByRole('link', { name: 'Kylian Mbappé' }).click()
    await expect(page.getByRole('heading', { name: 'Kylian Mbappé', level: 1 })).toBeVisible()
    await expect(page.getByText('France', { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible()
    await expect(
      page.getByText('Matches: not recorded — only scorers are known for', { exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ratings' })).toBeVisible()
    // The World Cup sheets were imported with scorers only: his games are listed, minutes honestly unknown.
    const matches = page.getByRole('table', { name: /Matches played/ })
    await expect(matches.getByRole('row').nth(1)).toBeVisible()
    await expect(matches.getByText('not recorded').first()).toBeVisible()
    // Every column readable: a table on a tablet, a card a game on a phone, with nothing past the screen's edge.
    await expectRowOnScreen(matches.getByRole('row').nth(1))
    await page.screenshot({ path: test.info().outputPath(`player-${viewport.width}.png`), fullPage: true })
    await expectAccessibleAndFitting(page)
    // Letting him go is done once, on the tablet (the server's side: scout-players.test.ts, "removes a player").
    if (viewport.width !== 1024) return
    await page.getByRole('button', { name: /Shortlisted Kylian Mbappé/ }).click()
    await expect(page.getByRole('button', { name: /Shortlist Kylian Mbappé/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    await page.getByRole('link', { name: 'Shortlist' }).click()
    await expect(page.getByText('No players yet.')).toBeVisible()
  })
}

test('hot players say why they are hot', async ({ scoutPage: page }) => {
  await page.getByRole('link', { name: 'Hot players' }).click()
  const hot = page.getByRole('table', { name: 'Players' }).getByRole('row').nth(1)
  await expect(hot).toBeVisible()
  // The World Cup sheets give the top of the list its goals: the reason names them, and says when a sheet named
  // only its scorers.
  await expect(hot).toContainText(/\d+ goals? .*in (the last \d+ match|his last \d+ games? on record)/)
  // "28 years" on one line at a tablet's width.
  expect(await linesOf(hot.getByRole('cell', { name: /\d+ years/ }))).toBe(1)
  await expectAccessibleAndFitting(page)
  await page.screenshot({ path: test.info().outputPath('hot-players.png') })
})

test('filters narrow the players, stay in the address, and a refused range is named (390px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await registerScout(page, 'flt')
  await page.getByRole('link', { name: 'Players', exact: true }).click()
  await page.getByLabel('Position').selectOption('FW')
  await page.getByLabel('Age to').fill('22')
  await page.getByLabel('Order', { exact: true }).selectOption('goals')
  await expect(page).toHaveURL(/position=FW/)
  await expect(page).toHaveURL(/age_max=22/)
  const first = page.getByRole('table', { name: 'Players' }).getByRole('row').nth(1)
  // The imported squads know only the line: "Forward", and a search for it finds every attacking place.
  await expect(first).toContainText('Forward')
  // Forwards under 23 from one country: the nationality is picked by name.
  // A name that matches nothing is said to, not left as an empty box.
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Atlantis')
  await expect(
    page.getByRole('status').filter({ hasText: 'No nationality matches “Atlantis”.' }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Franc')
  await page.getByRole('option', { name: 'France' }).click()
  await expect(page).toHaveURL(/country_id=/)
  const french = page.getByRole('table', { name: 'Players' }).getByRole('row')
  await expect(french.filter({ hasText: 'Désiré Doué' })).toBeVisible()
  await expect(french.filter({ hasText: 'Paraguay' })).toHaveCount(0)
  await expectAccessibleAndFitting(page)
  await page.screenshot({ path: test.info().outputPath('filters-390.png'), fullPage: true })

  // A bookmarked search opens as it was left.
  await page.reload()
  await expect(page.getByLabel('Position')).toHaveValue('FW')
  await expect(page.getByLabel('Age to')).toHaveValue('22')

  await page.getByLabel('Age from').fill('30')
  await expect(page.getByText('The highest age must not be below the lowest')).toBeVisible()

  // What a scout can type is refused in words, beside its field — never a wire name like "age_min".
  await page.getByLabel('Age from').fill('-5')
  // After how many players have the field recorded (decision 0038).
  const recorded = (error: string) => new RegExp(`^Recorded for [\\d,]+ of [\\d,]+ players ${error}$`)
  await expect(page.getByLabel('Age from')).toHaveAccessibleDescription(recorded('At least 0'))
  await page.getByLabel('Age from').fill('20.5')
  await expect(page.getByLabel('Age from')).toHaveAccessibleDescription(recorded('Enter a whole number'))
  await page.getByLabel('Age from').fill('')
  await page.getByText('More filters').click()
  await page.getByLabel('Goals at least').fill('-1')
  await expect(page.getByLabel('Goals at least')).toHaveAccessibleDescription(recorded('At least 0'))
  await page.getByLabel('Goals at least').fill('')
  // Emptying the last of the folded filters leaves them open (they once folded shut under the scout's hands).
  await expect(page.getByLabel('Goals at least')).toBeVisible()
  // A season that matches no game would read every player's numbers as 0.
  await page.getByLabel('Season').fill('abcd')
  await expect(page.getByLabel('Season')).toHaveAccessibleDescription(
    'e.g. 2026 or 2025/26 A season is a year, 2026, or two, 2025/26',
  )
  await expect(page.getByText(/age_min|min_goals|is a number/)).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('filters-refused-390.png'), fullPage: true })

  // A bookmarked name past the search's limit says so; the box itself takes no more than the limit.
  await page.goto(`/scout/players?q=${'a'.repeat(250)}`)
  await expect(page.getByLabel('Search by name')).toHaveAccessibleDescription(/At most 200 characters/)
  await page.getByLabel('Search by name').fill('b'.repeat(250))
  await expect(page.getByLabel('Search by name')).toHaveValue('b'.repeat(200))
  await expect(page.getByText('200 of 200 characters: the limit')).toBeVisible()
})

test('on a phone the shortlist orders by a list, and a player page’s Compare offers that player beside it', async ({
  page,
}) => {
  await registerScout(page, 'cmp')
  const xsrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  )
  const uidOf = async (q: string) =>
    ((await (await page.request.get(`/api/scout/search?q=${q}`)).json()).data as { uid: string }[])[0]!.uid
  for (const q of ['mbappe', 'haaland']) {
    const set = await page.request.post('/api/scout/setShortlist', {
      data: { uid: await uidOf(q), is_shortlisted: true },
      headers: { 'x-xsrf-token': xsrf },
    })
    expect(set.status()).toBe(200)
  }
  await page.goto('/scout/shortlist')
  const rows = page.getByRole('table', { name: 'Players' }).getByRole('row')
  // Most recently added first, and no column heading claims an order it is not in (it said "Name ▲").
  await expect(rows.nth(1)).toContainText('Erling Haaland')
  await expect(page.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Most goals' })
  // Mbappé's 10 World Cup goals before Haaland's 7.
  await expect(rows.nth(1)).toContainText('Kylian Mbappé')

  // Bellingham is not on the shortlist: his page's Compare shows him there, ticked, instead of counting him unseen.
  await page.goto(`/scout/players/${await uidOf('bellingham')}`)
  await page.locator('.page-head').getByRole('link', { name: 'Compare' }).click()
  await expect(page.getByRole('checkbox', { name: 'Jude Bellingham (not on your shortlist)' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Kylian Mbappé' }).check()
  await expectAccessibleAndFitting(page)
  await page.screenshot({ path: test.info().outputPath('shortlist-compare-390.png'), fullPage: true })
  await page.getByRole('link', { name: 'Compare 2 players' }).click()
  await expect(page.getByRole('columnheader', { name: /Jude Bellingham/ })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Kylian Mbappé/ })).toBeVisible()
})

test('a page past the end of the players says where the list ends and goes there', async ({
  scoutPage: page,
}) => {
  // An old bookmark: "the previous page was the last" was untrue, and Previous went back one page at a time.
  await page.goto('/scout/players?position=FW&page=999')
  await expect(page.getByText(/^The list ends at page \d+\./)).toBeVisible()
  await page.getByRole('button', { name: /^Go to page \d+$/ }).click()
  await expect(page).toHaveURL(/[?&]page=\d+/)
  await expect(page).not.toHaveURL(/page=999/)
  await expect(page.getByRole('table', { name: 'Players' }).getByRole('row').nth(1)).toBeVisible()
})

test('a comparison of a player that is not there says so, not to check the connection', async ({
  scoutPage: page,
}) => {
  const [mbappe] = (await (await page.request.get('/api/scout/search?q=mbappe')).json()).data as {
    uid: string
  }[]
  for (const missing of ['01900000-0000-7000-8000-00000000dead', 'not-an-id']) {
    await page.goto(`/scout/compare?ids=${mbappe!.uid},${missing}`)
    await expect(page.getByRole('alert')).toContainText('One of these players is not here any more')
    await expect(page.getByRole('alert').getByRole('link', { name: 'your shortlist' })).toBeVisible()
  }
})

test('two shortlisted players compared side by side, with the better value marked and a radar', async ({
  scoutPage: page,
  browser,
}) => {
  const xsrfOf = async (p: Page) =>
    decodeURIComponent((await p.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  // Shortlisted through the API (the toggle itself is tested above); setting it twice is harmless on a retry.
  for (const q of ['mbappe', 'haaland']) {
    const [player] = (await (await page.request.get(`/api/scout/search?q=${q}`)).json()).data as {
      uid: string
    }[]
    const set = await page.request.post('/api/scout/setShortlist', {
      data: { uid: player!.uid, is_shortlisted: true },
      headers: { 'x-xsrf-token': await xsrfOf(page) },
    })
    expect(set.status()).toBe(200)
  }
  await page.getByRole('link', { name: 'Shortlist', exact: true }).click()
  await page.getByRole('checkbox', { name: 'Kylian Mbappé' }).check()
  await page.getByRole('checkbox', { name: 'Erling Haaland' }).check()
  await page.getByRole('link', { name: 'Compare 2 players' }).click()
  await expect(page.getByRole('heading', { name: 'Compare players', level: 1 })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: /Kylian Mbappé/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /Erling Haaland/ })).toBeVisible()
  // Mbappé's 10 World Cup goals beat Haaland's 7: the better value carries the mark.
  await expect(table.getByRole('row', { name: /Goals/ }).getByText('(best)')).toHaveCount(1)
  // The demo's invented ratings of its best-known players: the radar is there from the start.
  await expect(table.getByRole('row', { name: /Pace/ })).toContainText('97')
  await expect(
    page.getByRole('img', { name: /Radar of ratings: Kylian Mbappé, Erling Haaland/ }),
  ).toBeVisible()
  await expectAccessibleAndFitting(page)
  await page.screenshot({ path: test.info().outputPath('compare.png'), fullPage: true })

  // On a phone each measure lists both players' values one under the other: nothing scrolls sideways
  // (tests/e2e/compare-phone.spec.ts walks four players).
  await page.setViewportSize({ width: 390, height: 844 })
  await expectFitsTheScreen(page)
  const scroller = page.getByRole('region', { name: 'Comparison table' })
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('compare-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })

  // A community member changes a rating: the comparison follows.
  const member = await browser.newPage()
  await signIn(member, 'community')
  const [mbappe] = new URL(page.url()).searchParams.get('ids')!.split(',')
  const rated = await member.request.put(`/api/community/attributes/${mbappe}`, {
    data: { defending: 95 },
    headers: { 'x-xsrf-token': await xsrfOf(member) },
  })
  expect(rated.status()).toBe(200)
  await member.close()
  await page.reload()
  await expect(table.getByRole('row', { name: /Defending/ })).toContainText('95')
  await expect(table.getByRole('row', { name: /Defending/ }).getByText('(best)')).toHaveCount(1)
})

test.describe('west of Greenwich', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('a free scout’s player page: the date of birth as a date, and nothing asked for that the package leaves out', async ({
    scoutPage: page,
  }) => {
    const failed: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
    })
    page.on('console', (m) => {
      if (m.type() === 'error') failed.push(m.text())
    })
    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByLabel('Search by name').fill('mbappe')
    await page.getByRole('link', { name: 'Kylian Mbappé' }).click()
    await expect(page.getByRole('heading', { name: 'Kylian Mbappé', level: 1 })).toBeVisible()
    // Born 1998-12-20: the same day in Los Angeles, written as every other date is.
    await expect(
      page.getByRole('definition').filter({ hasText: /^(Dec 20, 1998|20 Dec 1998)$/ }),
    ).toBeVisible()
    // The demo scout has the free tier: the page says what comes with a package without asking the server.
    await expect(page.getByText('Video moments come with Scout Pro or Club: see Packages')).toBeVisible()
    await expect(page.getByText('PDF documents on players come with Club: see Packages')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Gallery/ })).toBeVisible()
    expect(failed).toEqual([])
  })
})

test('Back returns to the previous page of players; a name typed is one step', async ({
  scoutPage: page,
}) => {
  await page.getByRole('link', { name: 'Players', exact: true }).click()
  const pager = page.getByRole('navigation', { name: 'Pages' })
  await expect(pager).toContainText('Page 1 of')
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager).toContainText('Page 2 of')
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=3/)
  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pager).toContainText('Page 2 of')
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible()

  // Typed a letter at a time, the name is one entry: Back leaves the search, not one letter of it.
  await page.getByLabel('Search by name').pressSequentially('mbappe')
  await expect(page).toHaveURL(/[?&]q=mbappe/)
  await expect(page.getByRole('table', { name: 'Players' })).toContainText('Kylian Mbappé')
  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByLabel('Search by name')).toHaveValue('')
  // A filter picked is a step too.
  await page.getByLabel('Position').selectOption('GK')
  await expect(page).toHaveURL(/position=GK/)
  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2/)
  await page.goBack()
  await expect(page).toHaveURL(/\/scout\/players$/)
})

test('a game opens from a player’s matches, read-only, with its goals (390px)', async ({
  scoutPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: 'Players', exact: true }).click()
  await page.getByLabel('Search by name').fill('mbappe')
  await page.getByRole('link', { name: 'Kylian Mbappé' }).click()
  const matches = page.getByRole('table', { name: /Matches played/ })
  const final = matches.getByRole('row').filter({ hasText: 'England' })
  // A card a game on a phone: the link to the game and every value on the screen.
  await expectRowOnScreen(final)
  const game = final.getByRole('link', { name: /v England · \d+–\d+/ })
  await game.scrollIntoViewIfNeeded()
  await expect(game).toBeInViewport({ ratio: 1 })
  await game.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('England')
  await expect(page.getByRole('heading', { name: 'Line-ups' })).toBeVisible()
  // Imported sheets name the scorers only: the page says so instead of inventing a starting eleven.
  await expect(page.getByText('Line-up not recorded', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText('Kylian Mbappé')
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await expectAccessibleAndFitting(page)
  await page.screenshot({ path: test.info().outputPath('game-390.png'), fullPage: true })
})

test('Browse: competitions, national sides and games, read-only (1024px)', async ({ scoutPage: page }) => {
  await page.getByRole('link', { name: 'Browse' }).click()
  await expect(page.getByRole('heading', { name: 'Browse', level: 1 })).toBeVisible()
  await expectAccessibleAndFitting(page)
  await page.getByRole('link', { name: 'Tournaments' }).click()
  await page
    .getByRole('link', { name: /World Cup/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('World Cup')
  await expect(page.getByRole('region', { name: 'Games' })).toContainText('(104)')
  // A scout reads; nothing here offers to change the data.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expectAccessibleAndFitting(page)
  await page.getByRole('link', { name: 'Browse' }).first().click()
  await page.getByRole('link', { name: 'National sides' }).click()
  await page.getByLabel('Search national sides').fill('Brazil')
  await page.getByRole('link', { name: 'Brazil' }).first().click()
  await expect(page.getByRole('heading', { name: 'Brazil', level: 1 })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('browse-national.png'), fullPage: true })
})
