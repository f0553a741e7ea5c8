import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'

// A testimonial is known by who said it and what they said: the admin's list and the audit log name it by its
// author and the start of its quote — never by the role beside the author, which many quotes share.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`testimonials are listed and audited by author and quote, at ${viewport.width}px`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(viewport)
    const stamp = `${viewport.width}-${Date.now().toString(36)}`
    await page.goto('/admin/content/testimonial/new')
    await page.getByLabel('Author').fill(`Rui Costa ${stamp}`)
    await page.getByLabel('Role').fill('Head of recruitment, Primeira Liga club')
    await page
      .getByLabel('Quote')
      .fill('We found our U18 left back through a game sheet typed on a tablet at a ground with no signal.')
    await page.getByRole('button', { name: 'Add testimonial' }).click()
    const list = page.getByRole('list', { name: 'testimonials' })
    await expect(
      list.getByRole('link', { name: new RegExp(`^Rui Costa ${stamp}: “We found our U18`) }),
    ).toBeVisible()
    await expect(list).not.toContainText('Head of recruitment')
    await expectFitsTheScreen(page)

    await page.goto('/admin/audit')
    const line = page.getByRole('definition').filter({ hasText: stamp })
    await expect(line).toContainText(`create testimonial Rui Costa ${stamp}: “We found our U18 left back`)
    await expect(line).not.toContainText('Head of recruitment')
    await expectFitsTheScreen(page)
  })
}
