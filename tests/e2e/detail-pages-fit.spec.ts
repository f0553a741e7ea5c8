import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// No community page is wider than the screen. For every football family, its list and the page of its
// first record (demo data), a player's page and a game's page, at a tablet's 1024×768 and a phone's 390×844.

const sizes = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

test('every list and detail page of the football data fits the screen', async ({ communityPage: page }) => {
  test.setTimeout(240_000)
  const wide: string[] = []
  const visited: string[] = []
  // Every family the data section's index links to.
  await page.goto('/community/data')
  const links = page.getByTestId('family-group').locator('a[href^="/community/data/"]')
  // The index renders its groups at once, when the section's code has loaded.
  await expect(links.first()).toBeVisible()
  // The index lists records as football people name them; the parts of a record (a national side's squads, a
  // club's members …) open from that record's page, and their lists are checked here too.
  const parts = ['team_league', 'game-day', 'week-day', 'national_team', 'national_squad', 'national_staff']
  parts.push('national_match_day', 'club-player', 'club-member', 'club-country')
  const families = [
    ...(await links.evaluateAll((found) => found.map((a) => a.getAttribute('href')!))),
    ...parts.map((slug) => `/community/data/${slug}`),
  ]
  expect(families.length).toBeGreaterThan(15)
  for (const list of families) {
    await page.setViewportSize(sizes[0]!)
    await page.goto(list)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Loading…')).toHaveCount(0)
    const first = page.locator('main table a').first()
    const detail = (await first.count()) ? await first.getAttribute('href') : null
    for (const size of sizes) {
      await page.setViewportSize(size)
      const listExtra = await overflow(page)
      if (listExtra > 0) wide.push(`${list} at ${size.width}: ${listExtra} px`)
      if (!detail) continue
      await page.goto(detail)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const extra = await overflow(page)
      if (extra > 0) wide.push(`${detail} at ${size.width}: ${extra} px`)
      visited.push(`${detail}@${size.width}`)
      await page.goto(list)
    }
  }
  for (const [section, link] of [
    ['players', 'main table a, main li a[href^="/community/players/"]'],
    ['games', 'main a[href^="/community/games/"]'],
  ] as const) {
    await page.setViewportSize(sizes[0]!)
    await page.goto(`/community/${section}`)
    const href = await page.locator(link).first().getAttribute('href')
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page.goto(href!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const extra = await overflow(page)
      if (extra > 0) wide.push(`${href} at ${size.width}: ${extra} px`)
      visited.push(`${href}@${size.width}`)
    }
  }
  expect(wide, wide.join('\n')).toEqual([])
  expect(visited.length).toBeGreaterThan(12)
})

test('on a phone a football list shows each record as a card, every column on the screen', async ({
  communityPage: page,
}) => {
  await page.setViewportSize(sizes[1]!)
  await page.goto('/community/data/club')
  const row = page.getByRole('table').getByRole('row').nth(1)
  await expect(row.getByRole('link')).toBeVisible()
  // The clubs list has four columns; on a tablet its last ones lie past a phone's edge (scrolling sideways).
  const cells = await row
    .getByRole('cell')
    .evaluateAll((tds) =>
      tds
        .filter((td) => getComputedStyle(td).display !== 'none')
        .map((td) => ({ text: td.textContent, right: td.getBoundingClientRect().right })),
    )
  expect(cells.length).toBeGreaterThanOrEqual(3)
  for (const cell of cells) expect(cell.right, String(cell.text)).toBeLessThanOrEqual(390)
})
