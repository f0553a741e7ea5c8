import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { apiCall } from './requests'

// Four players compared: on a tablet side by side, on a phone each measure lists every player's value under
// the other (the second to fourth player hid in a sideways scroll of the table, with nothing to say so).

const names = ['mbappe', 'haaland', 'messi', 'kane']

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`every compared player's values are on the screen, at ${viewport.width}px`, async ({
    scoutPage: page,
  }) => {
    await page.setViewportSize(viewport)
    const players: { uid: string; name: string }[] = []
    for (const q of names) {
      const [found] = await apiCall(page, 'GET', `/api/scout/search?q=${q}&limit=1`)
      players.push({ uid: found.uid, name: found.name })
    }
    await page.goto(`/scout/compare?ids=${players.map((p) => p.uid).join(',')}`)
    const table = page.getByRole('region', { name: 'Comparison table' })
    await expect(table.locator('tbody tr').first()).toBeVisible(SLOW)
    // Each player's name is on the screen, and so is his value on each line of goals and pace.
    for (const player of players) {
      const name = table.getByRole('link', { name: player.name })
      await expect(name).toBeInViewport({ ratio: 1 })
    }
    for (const measure of ['Goals', 'Pace']) {
      const cells = table.locator(`tr:has(> th:text-is("${measure}")) > td`)
      await expect(cells).toHaveCount(players.length)
      for (const cell of await cells.all()) {
        await cell.scrollIntoViewIfNeeded()
        await expect(cell).toBeInViewport({ ratio: 1 })
        // On a phone the value stands beside its player's name (the cell's label).
        if (viewport.width < 640)
          expect(players.map((p) => p.name)).toContain(await cell.getAttribute('data-label'))
      }
    }
    expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expectFitsTheScreen(page)
    await page.screenshot({
      path: test.info().outputPath(`compare-four-${viewport.width}.png`),
      fullPage: true,
    })
  })
}
