import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { apiCall } from './requests'

// A game's timeline names the team of every event in words (the line's colour told it only to some) and writes
// the score each goal made, home first as the score bar does: "Goal Neymar (Brazil) … 1–0".

interface GameRow {
  uid: string
  home_score: number | null
  away_score: number | null
  team_names: (string | null)[]
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a game's timeline names each goal's team and the score after it, at ${viewport.width}px`, async ({
    scoutPage: page,
  }) => {
    await page.setViewportSize(viewport)
    // A demo World Cup game with goals for both sides.
    const games: GameRow[] = await apiCall(page, 'GET', '/api/scout/game?limit=100')
    const game = games.find((g) => (g.home_score ?? 0) >= 1 && (g.away_score ?? 0) >= 1)
    expect(game, 'a demo game where both sides scored').toBeTruthy()
    const [home, away] = game!.team_names as [string, string]
    await page.goto(`/scout/browse/games/${game!.uid}`)
    const goals = page
      .getByRole('list', { name: 'Events, newest first' })
      .getByRole('listitem')
      .filter({ has: page.locator('[data-kind="goal"]') })
    await expect(goals.first()).toBeVisible({ timeout: 30_000 })
    const total = game!.home_score! + game!.away_score!
    await expect(goals).toHaveCount(total)
    // Newest first: the top goal made the final score; every goal names a team.
    await expect(goals.first()).toContainText(`score ${game!.home_score}–${game!.away_score}`)
    for (const text of await goals.allTextContents())
      expect(text).toMatch(new RegExp(`\\((${literal(home)}|${literal(away)})\\)`))
    await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(`(${home})`)
    await expect(page.getByRole('list', { name: 'Events, newest first' })).toContainText(`(${away})`)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item8-${viewport.width}.png`, fullPage: true })
  })
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
