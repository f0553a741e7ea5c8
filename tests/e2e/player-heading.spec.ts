import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'

// A player without a picture shows their initials on a disc beside the name. The disc is decoration: the
// page's heading and the browser tab say the name alone ("Aaron Hickey", never "AHAaron Hickey").

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a player's heading is their name alone, without the initials, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page, 'community')
    await page.goto('/community/players')
    await page.getByRole('searchbox', { name: 'Search players' }).fill('Aaron Hickey')
    await page.getByRole('link', { name: /Aaron Hickey/ }).click({ timeout: 30_000 })
    const heading = page.getByRole('heading', { level: 1 })
    // The text a screen reader reads and the text a copy takes are the same: the name.
    await expect(heading).toHaveText('Aaron Hickey')
    await expect(heading).toHaveAccessibleName('Aaron Hickey')
    await expect(page).toHaveTitle('Aaron Hickey · Scoutline')
    // The initials are still there, beside the heading.
    await expect(page.getByTestId('player-initials').first()).toHaveText('AH')
    await expectFitsTheScreen(page)
  })
}
