import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { appRunning } from './app-running'

// The public site is the server's HTML first (docs/decisions/0044-public-pages-rendered-on-the-server.md). With
// JavaScript off a visitor (and a search engine) reads each page whole — its heading, text, title, description and
// canonical address — and the header links every public page; with JavaScript on the page runs only public/boot.js
// until it is used (decision 0066), then the same HTML is hydrated without a hydration error and navigates in the
// page. Contact, registration and sign-in work as plain forms with JavaScript off.

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

test('with JavaScript on a used page is hydrated: no errors, and links then navigate in the page', async ({
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
  // Used, the page is hydrated from its seeds: a header link then changes the page without a new document.
  await page.goto('/contact')
  await appRunning(page)
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

// Contact, registration and sign-in are forms that post without JavaScript (decision 0066): answered with a page,
// the problem in words beside its field and what was typed kept (never a password).

/** A visitor of his own network: the forms' budgets are per address (the e2e server sits behind a proxy). */
async function visitorWithoutJavaScript(browser: Browser, width: number) {
  const context = await withoutJavaScript(browser, width)
  const octet = () => Math.floor(Math.random() * 250) + 1
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  return context
}

/** Nothing a validator says to programmers: each problem in words (src/api/contract/schemas/validation-words.ts). */
async function expectNoRawValidatorText(page: Page) {
  await expect(page.locator('body')).not.toContainText(
    /invalid input|expected (string|number)|too (small|big)|invalid_type|ZodError/i,
  )
}

for (const width of [1024, 390]) {
  test(`with JavaScript off a visitor writes, registers and signs in with plain forms, at ${width}px`, async ({
    browser,
  }) => {
    const context = await visitorWithoutJavaScript(browser, width)
    const page = await context.newPage()
    const shoot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`no-js-${name}-${width}.png`), fullPage: true })

    await page.goto('/home')
    await expectFitsTheScreen(page)
    await shoot('home')

    // Contact: a bad address answered beside its field, the rest kept; then sent.
    await page.goto('/contact')
    await page.getByLabel('Your name').fill('Ana Ruiz')
    await page.getByLabel('Email').fill('ana-at-club')
    await page.getByLabel('Subject').fill('A club plan')
    await page.getByRole('button', { name: 'Send the message' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText('Write a message')).toBeVisible()
    await expect(page.getByLabel('Your name')).toHaveValue('Ana Ruiz')
    await expect(page.getByLabel('Email')).toHaveValue('ana-at-club')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoRawValidatorText(page)
    await expectFitsTheScreen(page)
    await shoot('contact-refused')
    await page.getByLabel('Email').fill(`ana-${width}@club.example`)
    await page.getByLabel('Message').fill('Do you offer a plan for a club with five scouts?')
    await page.getByRole('button', { name: 'Send the message' }).click()
    await expect(page.getByText('Thank you: your message is on its way')).toBeVisible()

    // Registration: a bad username answered in words; the password is never sent back.
    const username = `nojs-${width}-${Date.now().toString(36)}`
    await page.goto('/register')
    await page.getByLabel('Username').fill('x!')
    await page.getByLabel('Email').fill(`${username}@example.com`)
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.com`)
    await expect(page.getByLabel('Password')).toHaveValue('')
    expect(await page.content()).not.toContain('a-long-enough-passphrase')
    await expectNoRawValidatorText(page)
    await expectFitsTheScreen(page)
    await shoot('register-refused')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill('a-long-enough-passphrase')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
    await expect(page.getByText(`${username}@example.com`)).toBeVisible()

    // Sign-in: refused in words with the name kept, then signed in and sent into the scout area.
    await page.goto('/login')
    await page.getByLabel('Email or username').fill('nobody-at-all@example.com')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await expect(page.getByLabel('Email or username')).toHaveValue('nobody-at-all@example.com')
    await expect(page.getByLabel('Password')).toHaveValue('')
    await expectFitsTheScreen(page)
    await shoot('login-refused')
    await page.getByLabel('Email or username').fill('scout@example.com')
    await page.getByLabel('Password').fill('football-demo-2026')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/scout')
    expect((await context.cookies()).some((c) => c.name === 'sid_scout' && c.httpOnly)).toBe(true)
    await context.close()
  })
}

test('with JavaScript off a form sent with a forged token is refused in words, nothing sent', async ({
  browser,
}) => {
  const context = await visitorWithoutJavaScript(browser, 390)
  const page = await context.newPage()
  await page.route('**/contact', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const body = new URLSearchParams(route.request().postData() ?? '')
    body.set('_csrf', 'forged-by-another-site')
    return route.continue({ postData: body.toString() })
  })
  await page.goto('/contact')
  await page.getByLabel('Your name').fill('Mallory')
  await page.getByLabel('Email').fill('mallory@evil.example')
  await page.getByLabel('Subject').fill('Forged')
  await page.getByLabel('Message').fill('Sent with a token of my own')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByRole('alert')).toContainText('did not come from this site, so nothing was sent')
  await expect(page.getByLabel('Subject')).toHaveValue('Forged')
  await expect(page.getByText('Thank you')).toHaveCount(0)
  await context.close()
})

test('the JSON API still refuses a form-encoded body', async ({ request }) => {
  await request.get('/contact')
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
  const answer = await request.post('/api/public/contact', {
    headers: { 'x-xsrf-token': token },
    form: { name: 'Ana', email: 'ana@club.example', subject: 'Hi', message: 'Hello' },
  })
  expect(answer.status()).toBe(415)
})

test("a reader's first page runs only boot.js (at most 20 KB gzip); the app arrives on first use", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const scripts: { url: string; bytes: number }[] = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes()
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
  })
  await page.goto('/home', { waitUntil: 'load' })
  await page.waitForTimeout(1_500)
  expect(scripts.map((s) => s.url)).toEqual(['/boot.js'])
  const boot = await context.request.get('/boot.js', { headers: { 'accept-encoding': 'gzip' } })
  const gzipped = Number(boot.headers()['content-length'] ?? (await boot.body()).length)
  expect(boot.headers()['content-encoding']).toBe('gzip')
  expect(gzipped).toBeLessThanOrEqual(20 * 1024)
  // Reading on: a link is a page of its own, still without the app.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await page.goto('/contact', { waitUntil: 'load' })
  await page.waitForTimeout(500)
  expect(scripts.filter((s) => s.url.startsWith('/assets/'))).toEqual([])
  // The first use brings the app; what was typed before it hydrated stays.
  await page.getByLabel('Your name').fill('Ana Ruiz')
  await appRunning(page)
  expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s.url))).toBe(true)
  await expect(page.getByLabel('Your name')).toHaveValue('Ana Ruiz')
  // Enhanced: the problems come back without a new page.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByText('Write a subject')).toBeVisible()
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  await expect(page.getByLabel('Your name')).toHaveValue('Ana Ruiz')
  await context.close()
})

test('a form answered before the app arrived is hydrated as answered when it does: no errors, input kept', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // A network of its own: registrations are budgeted per address (visitorWithoutJavaScript).
  const octet = () => Math.floor(Math.random() * 250) + 1
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  // The app held back (a slow phone), so the form posts as a plain form and is answered with the page.
  await page.route('**/assets/index-*.js', (route) => route.abort())
  await page.goto('/register')
  await page.getByLabel('Username').fill('x!')
  await page.getByLabel('Email').fill('held-back@example.com')
  await page.getByLabel('Password').fill('a-long-enough-passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.locator('.field-error')).toHaveText('Username must be at least 3 characters')
  errors.length = 0 // the held-back imports' own failures
  // Then it arrives (as boot.js would bring it) and hydrates the answered page from its seed.
  await page.unroute('**/assets/index-*.js')
  await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[src="/boot.js"]')?.dataset.entry
    return import(/* @vite-ignore */ entry!)
  })
  await appRunning(page)
  await expect(page.locator('.field-error')).toHaveText('Username must be at least 3 characters')
  await expect(page.getByLabel('Username')).toHaveValue('x!')
  await expect(page.getByLabel('Email')).toHaveValue('held-back@example.com')
  // Enhanced: the corrected form is sent by the app, without a new page.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByLabel('Username').fill(`held-${Date.now().toString(36)}`)
  await page.getByLabel('Password').fill('a-long-enough-passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  expect(errors).toEqual([])
})
