import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'

// "Not known" has one sign. Minutes (and matches, assists) need a game sheet with a line-up: a player the
// imported World Cup sheets name only as a scorer and a player they never name both have unknown minutes, and
// both show the dash (never a 0 that reads as "played no minute"), explained once under the list — and on the
// player's own page (decision 0056).

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`minutes not known read the same for a scorer and for a player no sheet names, at ${viewport.width}px`, async ({
    scoutPage: page,
  }) => {
    await page.setViewportSize(viewport)
    // The demo World Cup: the sheets name Mbappé (his goals) without a line-up, and never name Maignan.
    const results = page.getByRole('table', { name: 'Players' })
    // A name with an order is the structured search, whose rows carry the key numbers.
    const minutesOf = async (name: string) => {
      await page.goto(`/scout/players?q=${encodeURIComponent(name)}&sort=goals`)
      const row = results.getByRole('row').filter({ hasText: name })
      await expect(row).toBeVisible({ timeout: 30_000 })
      return row.locator('td[data-label="Minutes"]')
    }
    // The keeper no sheet names: not a 0 that reads as "played no minute".
    const keeper = await minutesOf('Mike Maignan')
    await expect(keeper).toHaveText('—not recorded')
    const legend = page.locator('.unknown-legend')
    await expect(legend).toHaveCount(1)
    await expect(legend).toContainText(
      'Not recorded: matches, minutes and assists need a game sheet with a line-up',
    )
    const scorer = await minutesOf('Kylian Mbappé')
    await expect(scorer).toHaveText('—not recorded')
    await expect(legend).toHaveCount(1)
    await expectFitsTheScreen(page)

    // A player's page says it the same way, explained once.
    await minutesOf('Mike Maignan')
    await results.getByRole('link', { name: 'Mike Maignan' }).click()
    await expect(page.getByRole('heading', { name: 'Mike Maignan', level: 1 })).toBeVisible()
    const totals = page.locator('dl[aria-label="Career totals"]')
    await expect(totals.locator('[data-stat="minutes"] dd')).toHaveText('—not recorded')
    await expect(totals.locator('[data-stat="matches"] dd')).toHaveText('—not recorded')
    await expect(page.locator('.unknown-legend')).toHaveCount(1)
    await expectFitsTheScreen(page)
  })
}
