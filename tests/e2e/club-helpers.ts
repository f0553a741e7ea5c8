import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures'
import { registerScout } from './foundation-helpers'
import { mailTo } from './mail'
import { SLOW } from './patience'
import { apiCall } from './requests'

// A club's people as the e2e tests make them: scouts registered in their own browser contexts, found players,
// invitations followed from their mail, and a report written on a player's page.

export async function newScout(browser: Browser, prefix: string, viewport = { width: 1024, height: 768 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const account = await registerScout(page, prefix)
  return { context, page, account }
}

export async function find(page: Page, names: string[]) {
  const found: { uid: string; name: string }[] = []
  for (const name of names) {
    const [player] = await apiCall(page, 'GET', `/api/scout/search?q=${encodeURIComponent(name)}&limit=1`)
    found.push({ uid: player.uid, name: player.name })
  }
  return found
}

/** Invites `email` from the head's Your club page and follows the mailed link as the invited scout. */
export async function invite(
  head: Page,
  invited: Page,
  email: string,
  role: 'Scout' | 'Viewer' | 'Analyst',
  clubName: string,
) {
  await head.goto('/scout/club')
  await head.getByLabel('Email address').fill(email)
  await head.getByLabel('Role', { exact: true }).selectOption({ label: role })
  await head.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(head.getByText(`Invitation mailed to ${email}`)).toBeVisible(SLOW)
  // The invitation leaves through the outbox: until it does, the newest mail is the registration's.
  let link: string | undefined
  await expect
    .poll(async () => {
      link = (await mailTo(email)).match(/https?:\/\/\S+\/join\?token=\S+/)?.[0]
      return Boolean(link)
    }, SLOW)
    .toBe(true)
  const url = new URL(link!)
  await invited.goto(`${url.pathname}${url.search}`)
  await expect(invited.getByRole('heading', { name: /Join your club/ })).toBeVisible(SLOW)
  await invited.getByRole('link', { name: 'Open Your club' }).click()
  await expect(invited.getByRole('heading', { level: 1, name: clubName })).toBeVisible(SLOW)
}

/** Fills the report form open on a player's page: every criterion at `rating`, a recommendation, a summary. */
export async function writeReport(
  page: Page,
  rating: string,
  recommendation: 'Sign' | 'Monitor',
  summary: string,
  /** False when the form is open already (a player's page opened from an assignment). */
  open = true,
) {
  if (open) await page.getByRole('button', { name: 'Write a report' }).click()
  const form = page.getByRole('form', { name: /^Report on / })
  await expect(form.getByLabel('Template')).toBeVisible(SLOW)
  const scales = form.getByRole('radio', { name: / of (5|10)$/ })
  const names = await scales.evaluateAll((inputs) => [
    ...new Set(inputs.map((i) => (i as HTMLInputElement).name)),
  ])
  for (const name of names)
    await form.locator(`input[name="${name}"][value="${rating}"]`).check({ force: true })
  await form.getByRole('radio', { name: recommendation }).check()
  await form.getByLabel('Summary').fill(summary)
  await form.getByRole('button', { name: 'Save the report' }).click()
}
