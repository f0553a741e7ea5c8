import path from 'node:path'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'

// Real match data in: a community member imports StatsBomb open data (a matches file and its line-ups, chosen as
// the repository lays them out) from the community screen; then a scout, who sees beside each filter how many
// players have it recorded, finds the right backs of at least 60 minutes — at tablet and phone width. The
// fixture's nations (Wales, Poland) are not in the demo data, so the other tests' players are left as they are.

const fixture = (name: string) => path.join('tests/fixtures/statsbomb-e2e', name)
const files = ['competitions.json', 'matches/1001/2024.json', 'lineups/7100001.json'].map(fixture)

test.describe.configure({ mode: 'serial' })

test('a community member imports a StatsBomb match with its line-ups', async ({ communityPage: page }) => {
  await page.goto('/community/data')
  const card = page.getByRole('region', { name: 'Import football data' })
  await card.getByLabel('Files').setInputFiles(files)
  await card.getByRole('button', { name: 'Import 3 files' }).click()
  const report = card.getByRole('status')
  // A second run of the serial group (a retry) finds them all imported already.
  await expect(report).toContainText(
    /Friendly Cup 2024: 1 of 1 matches with line-ups; players: \d+ matched/,
    {
      timeout: 30_000,
    },
  )
  await expect(report).toContainText(/(10 new|10 already imported)/)
  await page.screenshot({ path: test.info().outputPath('import-card-1024.png'), fullPage: true })

  // The community's page of the player shows the same career by season and team.
  await page.goto('/community/players')
  await page.getByLabel('Search players').fill('Matty Cash')
  await page.getByRole('link', { name: 'Matty Cash' }).first().click()
  await page.getByRole('tab', { name: 'Statistics' }).click()
  const career = page.getByRole('table', { name: 'Career' })
  await expect(career.getByRole('row', { name: /2024 · Poland \(national side\)/ })).toBeVisible()
  await expect(career.getByRole('row', { name: /2024 · Poland/ }).getByRole('cell')).toHaveText([
    '1',
    '1',
    '64',
    '0',
    '0',
    '0',
    '0',
    '0',
  ])
  await career.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('community-career-1024.png') })
})

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a scout sees what each filter has behind it and finds right backs of 60 minutes (${viewport.width}px)`, async ({
    scoutPage: page,
  }) => {
    await page.setViewportSize(viewport)
    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible()
    // Before filtering: how many players each filter can find anything for.
    const position = page.getByLabel('Position')
    await expect(page.getByText(/^Recorded for [\d,]+ of [\d,]+ players$/).first()).toBeVisible()
    await expect(page.getByText(/^Line-ups recorded for [\d,]+ of [\d,]+ players$/)).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`filters-${viewport.width}.png`), fullPage: true })

    await position.selectOption('RB')
    await page.getByLabel('Minutes at least').fill('60')
    const results = page.getByRole('table', { name: 'Players' })
    await expect(results.getByRole('link', { name: 'Connor Roberts' })).toBeVisible()
    await expect(results.getByRole('link', { name: 'Matty Cash' })).toBeVisible()
    // 26 minutes at right back are not 60.
    await expect(results.getByRole('link', { name: 'Bartosz Bereszyński' })).toHaveCount(0)
    await expect(page.getByText(/^Recorded for [\d,]+ of [\d,]+ players$/).first()).toBeVisible()
    await expectNoViolations(page)
    await expectFitsTheScreen(page)
    await page.screenshot({
      path: test.info().outputPath(`right-backs-${viewport.width}.png`),
      fullPage: true,
    })

    // A foot nobody (or hardly anybody) has recorded: the empty result says so instead of just "no players".
    await page.getByText('More filters').click()
    await page.getByLabel('Preferred foot').selectOption('left')
    await expect(page.getByText(/Preferred foot/).and(page.locator('.empty-state'))).toBeVisible()
    await expect(page.locator('.empty-state')).toContainText(
      /No player has Preferred foot recorded|Recorded for few players: .*Preferred foot/,
    )
    await expectFitsTheScreen(page)
    await page.screenshot({ path: test.info().outputPath(`no-foot-${viewport.width}.png`), fullPage: true })

    // His career by season and team, with the minutes his line-up recorded.
    await page.getByLabel('Preferred foot').selectOption('')
    await results.getByRole('link', { name: 'Connor Roberts' }).click()
    await expect(page.getByRole('heading', { name: 'Connor Roberts', level: 1 })).toBeVisible()
    const career = page.getByRole('table', { name: 'Career' })
    const season = career.getByRole('row', { name: /2024 · Wales \(national side\)/ })
    await expect(season).toBeVisible()
    await expect(season.getByRole('cell')).toHaveText(['1', '1', '90', '0', '0', '0', '0', '0'])
    await expectFitsTheScreen(page)
    await career.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`career-${viewport.width}.png`) })
  })
}
