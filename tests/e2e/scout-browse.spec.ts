import type { Page } from '@playwright/test'
import { shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'

// A scout browsing the football data: a club's page and a country's page list that club's and that country's
// players — not every player of the database (the scout's player list once ignored the club and nationality it
// was asked for, and each page said "Players (1248)") — and "See all" opens them on the Players screen.

/** How many players the scout's structured search finds for one condition. */
async function playersCounted(page: Page, filter: Record<string, string>) {
  const xsrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  )
  const answer = await page.request.post('/api/scout/filter', {
    data: { ...filter, limit: 1 },
    headers: { 'x-xsrf-token': xsrf },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { meta: { total: number } }).meta.total
}

async function openFromList(page: Page, list: string, search: string, name: string) {
  await page.goto(`/scout/browse/${list}`)
  await page.getByLabel(/^Search/).fill(search)
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  return new URL(page.url()).pathname.split('/').pop()!
}

test('a club’s and a country’s pages list their own players only', async ({ scoutPage: page }) => {
  const club = await openFromList(page, 'club', 'Paris Saint', 'Paris Saint-Germain')
  const fromClub = await playersCounted(page, { club_id: club })
  expect(fromClub).toBeGreaterThan(1)
  const clubPlayers = page.getByRole('region', { name: 'Players', exact: true })
  await expect(clubPlayers.getByRole('heading')).toHaveText(`Players (${fromClub})`)
  // Listed by name: a Brentford defender, first of all 1,248, is no Paris player.
  await expect(clubPlayers.getByRole('link', { name: 'Aaron Hickey' })).toHaveCount(0)
  await shootAtBothSizes(page, 'club-page')
  // Five are listed; all of them on the Players screen, filtered by the club.
  await clubPlayers.getByRole('link', { name: `See all ${fromClub}` }).click()
  await expect(page).toHaveURL(`/scout/players?club_id=${club}`)
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`${fromClub} players`)
  await expect(page.getByRole('combobox', { name: 'Club' })).toHaveValue('Paris Saint-Germain')

  const country = await openFromList(page, 'country', 'Franc', 'France')
  const french = await playersCounted(page, { country_id: country })
  expect(french).toBeGreaterThan(1)
  const countryPlayers = page.getByRole('region', { name: 'Players', exact: true })
  await expect(countryPlayers.getByRole('heading')).toHaveText(`Players (${french})`)
  await expect(countryPlayers.getByRole('link', { name: 'Aaron Hickey' })).toHaveCount(0)
  await countryPlayers.getByRole('link').first().click()
  await expect(page.locator('dl.definition').getByRole('link', { name: 'France' })).toBeVisible()
})

test('a search box in Browse takes no more than the search reads, and says nothing is found', async ({
  scoutPage: page,
}) => {
  // Past 200 characters the server refused the search: the clubs said "could not be loaded. Check the
  // connection", the games kept showing every game.
  for (const [path, box, none] of [
    ['club', 'Search clubs', 'No clubs match these filters.'],
    ['games', 'Search games', 'No games found.'],
  ] as const) {
    await page.goto(`/scout/browse/${path}`)
    await page.getByLabel(box).fill('z'.repeat(250))
    await expect(page.getByLabel(box)).toHaveValue('z'.repeat(200))
    await expect(page.getByText(none)).toBeVisible()
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0)
  }
  await page.goto('/scout/browse')
  const find = page.getByPlaceholder(/A national team/)
  await find.fill('z'.repeat(250))
  await expect(find).toHaveValue('z'.repeat(200))
})
