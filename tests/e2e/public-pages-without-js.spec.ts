import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations } from './a11y'

// The public site is the server's HTML first (docs/decisions/0044-public-pages-rendered-on-the-server.md). With
// JavaScript off a visitor (and a search engine) reads each page whole — its heading, text, title, description and
// canonical address — and the header links every public page; with JavaScript on the same HTML is hydrated without a
// hydration error and navigates in the page.

const ARTICLE = 'World Cup 2026: every goal, every scorer'
const pages = [
  {
    path: '/home',
    h1: null, // the landing's title, as admins have it now (headingOf)
    title: 'Football talent scouting',
    text: 'Who records the games?',
  },
  { path: '/news', h1: 'News', title: 'News', text: ARTICLE },
  { path: '/packages', h1: 'Packages and prices', title: 'Packages and prices', text: '€49.00' },
  { path: '/about', h1: 'About Scoutline', title: 'About us', text: 'Our agents' },
  {
    path: '/faq',
    h1: 'Frequently asked questions',
    title: 'Frequently asked questions',
    text: 'Who records the games?',
  },
]

/** A page's heading; the landing's as admins have it now: admin-site.spec.ts renames it in the same database. */
async function headingOf(request: APIRequestContext, h1: string | null) {
  if (h1 !== null) return h1
  const home = (await (await request.get('/api/public/home')).json()).data
  return String(home.landing?.fields.title ?? 'Scoutline')
}

const withoutJavaScript = (browser: Browser, width: number) =>
  browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width > 500 ? 768 : 844 } })

async function expectReadable(page: Page, h1: string, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page).toHaveTitle(`${title} · Scoutline`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{8}/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${page.url()}$`))
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['News', 'Packages', 'About', 'FAQ'])
    await expect(nav.getByRole('link', { name })).toBeVisible()
}

for (const width of [1024, 390]) {
  test(`with JavaScript off every public page reads whole, at ${width}px`, async ({ browser, request }) => {
    const context = await withoutJavaScript(browser, width)
    const page = await context.newPage()
    for (const expected of pages) {
      const response = await page.goto(expected.path)
      expect(response?.status(), expected.path).toBe(200)
      await expectReadable(page, await headingOf(request, expected.h1), expected.title)
      await expect(page.getByRole('main').getByText(expected.text).first(), expected.path).toBeVisible()
      await expect(page.getByText('needs JavaScript')).toHaveCount(0)
      await expectFitsTheScreen(page)
    }
    // The packages come from the database with what each includes; an article opens from /news.
    await page.goto('/packages')
    await expect(page.getByRole('heading', { name: 'Scout Pro', level: 2 })).toBeVisible()
    await expect(page.getByText('PDF documents on players', { exact: true })).toBeVisible()
    await page.goto('/news')
    await page.getByRole('link', { name: ARTICLE }).click()
    await expectReadable(page, ARTICLE, ARTICLE)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await context.close()
  })
}

test('a news item that does not exist is a 404 page that says so, JavaScript or not', async ({
  browser,
  page,
}) => {
  const context = await withoutJavaScript(browser, 1024)
  const bare = await context.newPage()
  const response = await bare.goto('/news/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('News not found')
  await context.close()
  await page.goto('/news/does-not-exist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found')
})

test('with JavaScript on the server HTML is hydrated: no errors, and links navigate in the page', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Only what a public page needs: no signed-in area's chunk is fetched.
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  for (const expected of pages) {
    await page.goto(expected.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await headingOf(request, expected.h1))
    await expectNoViolations(page)
  }
  // Hydrated: a header link changes the page without loading a new document.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages' }).click()
  await expect(page).toHaveURL('/packages')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packages and prices')
  await page.getByRole('link', { name: 'Start with Scout Pro' }).click()
  await expect(page).toHaveURL('/register')
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  expect(errors).toEqual([])
  expect(scripts.filter((url) => /(scout|community|admin)-area/.test(url))).toEqual([])
})
