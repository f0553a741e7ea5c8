import { test as base, type Page } from '@playwright/test'
import { signIn } from './foundation-helpers'

// The Playwright login fixture: a test asks for the page of a signed-in demo user instead of signing in itself,
// e.g. `test('…', async ({ communityPage: page }) => …)`. Tests that sign in as someone else, or test signing
// in, use `page` and the helpers in foundation-helpers.ts.

interface SignedInPages {
  communityPage: Page
  scoutPage: Page
  adminPage: Page
}

export const test = base.extend<SignedInPages>({
  communityPage: async ({ page }, use) => {
    await signIn(page, 'community')
    await use(page)
  },
  scoutPage: async ({ page }, use) => {
    await signIn(page, 'scout')
    await use(page)
  },
  adminPage: async ({ page }, use) => {
    await signIn(page, 'admin')
    await use(page)
  },
})

export { expect } from '@playwright/test'
