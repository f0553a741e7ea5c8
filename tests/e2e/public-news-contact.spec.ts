import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'

// The public site's own pages: /news lists every published news item, newest first (an article's "← All news"
// comes back to it), and /contact takes a visitor's message with the scout's limits, naming what is missing.

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a visitor reads all news at /news and writes from /contact, at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/home')
    await page.getByRole('banner').getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL('/news')
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible()
    const article = page.getByRole('link', { name: 'World Cup 2026: every goal, every scorer' })
    await expect(article).toBeVisible()
    await expectNoViolations(page)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item7-news-${viewport.width}.png`, fullPage: true })
    await article.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'World Cup 2026: every goal, every scorer',
    )
    await page.getByRole('link', { name: '← All news' }).click()
    await expect(page).toHaveURL('/news')
    // An address typed or shared opens the page too (the server answers the app for it, not a 404).
    await page.goto('/news')
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Send the message' }).click()
    await expect(page.getByText('Write your name')).toBeVisible()
    await expect(page.getByText('Write a subject')).toBeVisible()
    await page.getByLabel('Your name').fill('Ana Ruiz')
    await page.getByLabel('Email').fill(`ana-${viewport.width}@club.example`)
    await page.getByLabel('Subject').fill('A club plan')
    await page.getByLabel('Message').fill('Do you offer a plan for a club with five scouts?')
    await expectNoViolations(page)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: `/tmp/d37shots/item7-contact-${viewport.width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Send the message' }).click()
    await expect(page.getByText('Thank you: your message is on its way')).toBeVisible()
  })
}
