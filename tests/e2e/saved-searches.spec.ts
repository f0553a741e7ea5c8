import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { SLOW } from './patience'

// A saved search opens the Players screen exactly as it was saved: a scout filters left backs under 25, saves the
// search under a name, leaves, and opens it again from the screen — at 1024 and 390 px.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a saved search opens the Players screen as it was, at ${viewport.width} px`, async ({ browser }) => {
    const scout = await newScout(browser, 'e2e-saved', viewport)
    const page = scout.page
    await page.goto('/scout/players?position=LB&age_max=25&sort=goals')
    await expect(page.getByLabel('Position')).toHaveValue('LB', SLOW)
    await page.getByRole('button', { name: 'Save this search' }).click()
    await page.getByLabel('Name of the search').fill('Left backs under 25')
    await page.getByRole('form', { name: 'Save this search' }).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Search saved as “Left backs under 25”')).toBeVisible(SLOW)
    await expectFitsTheScreen(page)
    await expectNoViolations(page)
    await page.screenshot({
      path: test.info().outputPath(`saved-search-${viewport.width}.png`),
      fullPage: true,
    })

    await page.goto('/scout/players')
    await expect(page.getByLabel('Position')).toHaveValue('', SLOW)
    await page
      .getByRole('list', { name: 'Your saved searches' })
      .getByRole('link', { name: 'Left backs under 25' })
      .click()
    await expect(page.getByLabel('Position')).toHaveValue('LB', SLOW)
    expect(new URL(page.url()).searchParams.get('age_max')).toBe('25')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('goals')
    await scout.context.close()
  })
}
