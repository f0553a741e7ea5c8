import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { apiCall } from './requests'

// A phone's score bar shows each national side's FIFA code: Japan is JPN (its name's first letters made "JAP", a
// slur), Australia AUS and Austria AUT, Iran IRN and Iraq IRQ; a tablet shows the names.

interface GameRow {
  uid: string
  team_names: (string | null)[]
}

const cases = [
  { team: 'Japan', code: 'JPN', never: 'JAP' },
  { team: 'Iraq', code: 'IRQ', never: 'IRA' },
]

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the score bar names a national side by its FIFA code on a phone, at ${viewport.width}px`, async ({
    scoutPage: page,
  }) => {
    await page.setViewportSize(viewport)
    for (const { team, code, never } of cases) {
      const games: GameRow[] = await apiCall(page, 'GET', `/api/scout/game/search?q=${team}&limit=20`)
      const game = games.find((g) => g.team_names.includes(team))
      expect(game, `a demo game of ${team}`).toBeTruthy()
      await page.goto(`/scout/browse/games/${game!.uid}`)
      const bar = page.getByRole('status').filter({ has: page.getByTestId('live-score') })
      await expect(bar).toBeVisible(SLOW)
      const other = game!.team_names.find((n) => n !== team)!
      if (viewport.width < 640) {
        await expect(bar).toContainText(code)
        await expect(bar).not.toContainText(never)
        // What is shown is the code, not the name beside it out of sight.
        await expect(bar.getByText(code, { exact: true })).toBeVisible()
        await expect(bar.getByText(team, { exact: true })).toBeHidden()
      } else {
        await expect(bar.getByText(team, { exact: true })).toBeVisible()
        await expect(bar.getByText(other, { exact: true })).toBeVisible()
      }
      // The bar still reads as whole names.
      await expect(bar).toHaveAttribute('aria-label', new RegExp(team))
      await expectFitsTheScreen(page)
      await page.screenshot({ path: test.info().outputPath(`score-bar-${team}-${viewport.width}.png`) })
    }
  })
}
