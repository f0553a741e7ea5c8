import { expect, test } from './fixtures'

// A component's style ships with the component: a page opened directly (no other screen loaded first) is
// styled as it is after navigating to it. The breadcrumbs once lost their style on a direct visit to a player
// page, because their rule lived in the football-data screens' stylesheet.

test('the breadcrumbs of a player page opened directly keep their style', async ({
  communityPage: page,
  context,
}) => {
  const answer = await page.request.get('/api/community/player?limit=1')
  const [player] = (await answer.json()).data as { uid: string }[]
  expect(player).toBeDefined()

  const direct = await context.newPage()
  await direct.goto(`/community/players/${player!.uid}`)
  const crumbs = direct.getByTestId('crumbs')
  await expect(crumbs).toBeVisible()
  const style = await crumbs.evaluate((el) => {
    const own = getComputedStyle(el)
    const link = getComputedStyle(el.querySelector('a')!)
    return { fontSize: own.fontSize, linkColor: link.color }
  })
  // 0.9rem of a 16px root (unstyled it would be 16px); the link in the pitch colour, not the default blue.
  expect(style.fontSize).toBe('14.4px')
  expect(style.linkColor).not.toBe('rgb(0, 0, 238)')
  await direct.screenshot({ path: test.info().outputPath('player-page-direct.png') })
})

test('a scout’s player page opened directly spaces its buttons and lists as after browsing', async ({
  scoutPage: page,
  context,
}) => {
  const answer = await page.request.get('/api/scout/search?q=mbappe')
  const [player] = (await answer.json()).data as { uid: string }[]
  expect(player).toBeDefined()

  // A fresh tab: the Browse screens' stylesheet has never loaded in it.
  const direct = await context.newPage()
  await direct.goto(`/scout/players/${player!.uid}`)
  // Shortlisted or not: other tests of the demo scout shortlist him.
  const shortlist = direct.getByRole('button', { name: /Shortlist(ed)? Kylian Mbappé/ })
  const compare = direct.locator('.page-head').getByRole('link', { name: 'Compare' })
  await expect(compare).toBeVisible()
  const [a, b] = [(await shortlist.boundingBox())!, (await compare.boundingBox())!]
  // Side by side with the row's 0.5rem between them (unstyled they touched).
  expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(7.5)
  // The notes list (hidden while empty; its computed style is the list's all the same).
  const notes = direct.locator('ul[aria-label="Your notes"]')
  const padding = await notes.evaluate((ul) => getComputedStyle(ul).paddingLeft)
  expect(padding).toBe('17.6px')
  // No blank band under "No notes yet.": its card ends as the gallery's ends under "No pictures yet.".
  const below = (text: string) =>
    direct
      .getByText(text)
      .evaluate((p) => p.closest('.card')!.getBoundingClientRect().bottom - p.getBoundingClientRect().bottom)
  expect(Math.abs((await below('No notes yet.')) - (await below('No pictures yet.')))).toBeLessThanOrEqual(1)
  await direct.screenshot({ path: test.info().outputPath('scout-player-page-direct.png') })
})
