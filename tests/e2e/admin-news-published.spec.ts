import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'

// "Publish on (optional) — Leave empty to publish now": a news item saved with the date left empty is on /home
// at once. A draft is a choice the admin makes, and shows as a badge in the list and on the dashboard.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a news item saved as the form comes is published now; a draft is chosen and shown, at ${viewport.width}px`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(viewport)
    const stamp = `${viewport.width}-${Date.now().toString(36)}`
    await page.goto('/admin/content/public_news/new')
    await expect(page.getByLabel('State')).toHaveValue('published')
    await page.getByLabel('Title', { exact: true }).fill(`Open trials in Porto ${stamp}`)
    await page.getByRole('button', { name: 'Add public news item' }).click()
    const list = page.getByRole('list', { name: 'public news' })
    const published = list.getByRole('listitem').filter({ hasText: `Open trials in Porto ${stamp}` })
    await expect(published).toContainText('Published')

    await page.goto('/admin/content/public_news/new')
    await page.getByLabel('Title', { exact: true }).fill(`Not ready yet ${stamp}`)
    await page.getByLabel('State').selectOption('draft')
    await page.getByRole('button', { name: 'Add public news item' }).click()
    const draft = list.getByRole('listitem').filter({ hasText: `Not ready yet ${stamp}` })
    await expect(draft.locator('.badge')).toHaveText('Draft — not on the site')
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item1-list-${viewport.width}.png`, fullPage: true })

    await page.goto('/admin')
    const tile = page
      .getByLabel('Counts', { exact: true })
      .locator(':scope > div')
      .filter({ hasText: 'News drafts' })
    await expect(tile.locator('dd')).toHaveText(/^[1-9]\d*$/)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item1-dashboard-${viewport.width}.png`, fullPage: true })

    await page.goto('/home')
    await expect(page.getByRole('link', { name: `Open trials in Porto ${stamp}` })).toBeVisible()
    await expect(page.getByText(`Not ready yet ${stamp}`)).toHaveCount(0)
  })
}
