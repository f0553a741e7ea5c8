import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

// What every screen check asks: no axe violations of the WCAG 2.1 A/AA rules, and nothing wider than the screen.

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A toast in the middle of fading out has, for that instant, the contrast of its opacity.
    .exclude('[data-fading="true"]')
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

export async function expectFitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

/**
 * The screen at tablet and phone size: nothing wider than the screen, and a full-page picture of each in the
 * test's output for people to look at; the tablet size is restored after.
 */
export async function shootAtBothSizes(page: Page, name: string) {
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await expectFitsTheScreen(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1024, height: 768 })
}
