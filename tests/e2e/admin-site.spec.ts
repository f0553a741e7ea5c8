import type { Page } from '@playwright/test'
import { png } from '../fixtures/uploads/multipart'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { DEMO_PASSWORD } from './foundation-helpers'
import { mailTo } from './mail'

// An admin runs the public site and the community accounts: what they publish is on /home at the next load,
// and a member they register chooses a password from the mailed link (a real SMTP server receives it).

const openContent = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Site content' })
    .click()

async function checkScreen(page: Page) {
  await expectNoViolations(page)
  await expectFitsTheScreen(page)
}

test('an admin edits the landing title, publishes a news item with a picture and adds a FAQ entry; /home shows them', async ({
  adminPage: page,
}) => {
  const stamp = Date.now().toString(36)
  await openContent(page)
  await checkScreen(page)

  await page.getByRole('link', { name: 'Landing page' }).click()
  await page.getByLabel('Title', { exact: true }).fill(`Scout the unscouted ${stamp}`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Landing page saved.')).toBeVisible()

  await openContent(page)
  await page.getByRole('link', { name: 'Public news' }).click()
  await page.getByRole('link', { name: 'New public news item' }).click()
  // The contract speaks before the server does: an empty title is named beside its field.
  await page.getByRole('button', { name: 'Add public news item' }).click()
  await expect(page.getByText('The title is required')).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(`Trial week in Lisbon ${stamp}`)
  await page.getByLabel('Summary').fill('Twenty academies, one week, every game on a sheet.')
  await page.getByLabel(/^Text/).fill('Games from **Monday**. <script>alert(1)</script>')
  await page.getByLabel('State').selectOption('published')
  await page
    .getByLabel('Picture (optional)', { exact: true })
    .setInputFiles({ name: 'lisbon.png', mimeType: 'image/png', buffer: await png(640, 360) })
  await expect(page.getByRole('img', { name: 'Preview as it will show on the site' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Add public news item' }).click()
  await expect(page.getByRole('list', { name: 'public news' })).toContainText(`Trial week in Lisbon ${stamp}`)
  // The audit log names what was created, not only its kind.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('definition').filter({ hasText: `Lisbon ${stamp}` })).toContainText(
    `create public news item “Trial week in Lisbon ${stamp}”`,
  )

  await openContent(page)
  await page.getByRole('link', { name: 'FAQ' }).click()
  await page.getByRole('link', { name: 'New question' }).click()
  await page.getByLabel('Question').fill(`Do you cover women’s football? ${stamp}`)
  await page.getByLabel('Answer').fill('Yes: every league and national side, the same way.')
  await page.getByRole('button', { name: 'Add question' }).click()
  await expect(page.getByRole('list', { name: 'FAQ' })).toContainText(stamp)

  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scout the unscouted ${stamp}`)
  await expect(page.locator('#faq')).toContainText(`Do you cover women’s football? ${stamp}`)
  await page.getByRole('link', { name: `Trial week in Lisbon ${stamp}` }).click()
  await expect(page).toHaveURL(new RegExp(`/news/trial-week-in-lisbon-${stamp}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trial week in Lisbon ${stamp}`)
  await expect(page.locator('strong', { hasText: 'Monday' })).toBeVisible()
  // The script arrived as text, never as a script.
  await expect(page.locator('article script')).toHaveCount(0)
  await checkScreen(page)
})

test('an admin registers a community member, who sets a password from the mail and signs in; deleting them signs them out', async ({
  adminPage: page,
  browser,
}) => {
  const email = `member-${Date.now().toString(36)}@example.com`
  await page.getByRole('link', { name: 'Community members' }).click()
  await page.getByLabel('Name').fill('Rosa Díaz')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Register and send the mail' }).click()
  await expect(page.getByText(`${email} is registered and has a mail`)).toBeVisible()
  await checkScreen(page)

  const mail = await mailTo(email)
  const link = /https?:\/\/\S+\/forget-password\?role=community&token=[\w%-]+/.exec(mail)?.[0]
  expect(link, 'the mail carries a set-password link').toBeTruthy()
  expect(mail).not.toContain(DEMO_PASSWORD)

  const member = await browser.newPage()
  await member.goto(new URL(link!).pathname + new URL(link!).search)
  await member.getByLabel('New password', { exact: true }).fill('a-member-chosen-passphrase')
  await member.getByLabel('Repeat the new password').fill('a-member-chosen-passphrase')
  await member.getByRole('button', { name: /password/i }).click()
  await member.goto('/community/login')
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Password').fill('a-member-chosen-passphrase')
  await member.getByRole('button', { name: 'Sign in' }).click()
  await expect(member).toHaveURL('/community')

  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('button', { name: 'Delete' })
    .click()
  // Asked in the page, not by the browser; the safe choice has the focus.
  const confirm = page.getByRole('dialog', { name: `Delete ${email}?` })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Delete the account' }).click()
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0)
  // Their session is over: the area's session check sends them to the sign-in page.
  await member.reload()
  await expect(member).toHaveURL(/\/community\/login/)
  await member.close()
})

test('on a phone the member and scout lists are cards: the email and the action fit the screen', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const nav = page.getByRole('navigation', { name: 'Admin navigation' })
  for (const [section, email, action] of [
    ['Community members', 'community@example.com', 'Delete'],
    ['Scouts', 'scout@example.com', /^(Disable|Enable)$/],
  ] as const) {
    await nav.getByRole('link', { name: section }).click()
    // The menu row shows the section it is on, though it sits past the phone's edge at the start of the row.
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 })
    await page.getByLabel(`Search ${section.toLowerCase()}`).fill(email)
    const row = page.getByRole('row', { name: new RegExp(email) })
    // Down to the row by scrolling the page only (scrollIntoView would also slide a too-wide table sideways).
    await row.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200))
    await expect(row.getByText(email)).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole('button', { name: action })).toBeInViewport({ ratio: 1 })
    await checkScreen(page)
  }
})
