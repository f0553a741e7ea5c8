import { expect, type Page } from '@playwright/test'
import type { Role } from '../../src/api/contract/terms/roles'
import { appRunning } from './app-running'
import { mailTo } from './mail'

// Shared steps of the end-to-end specs: the seeded demo accounts and how a user signs in.

export const DEMO_PASSWORD = 'football-demo-2026'
export const demoAccounts: Record<Role, { email: string; name: RegExp; loginPath: string; home: string }> = {
  admin: { email: 'admin@example.com', name: /admin/i, loginPath: '/admin/login', home: '/admin' },
  community: {
    email: 'community@example.com',
    name: /community/i,
    loginPath: '/community/login',
    home: '/community',
  },
  scout: { email: 'scout@example.com', name: /scout/i, loginPath: '/login', home: '/scout' },
}

export async function signIn(page: Page, role: Role, password = DEMO_PASSWORD) {
  const account = demoAccounts[role]
  await page.goto(account.loginPath)
  // The scout's sign-in is a server page (decision 0066): signed in by the app, as a visitor with JavaScript is.
  await appRunning(page)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(account.home)
  await expect(page.getByTestId('signed-in-user')).toContainText(account.email)
}

/** The toast region sonner renders (top-right). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/**
 * Registers a fresh scout through the screen and leaves it signed in. Tests that end sessions everywhere use
 * one, so they never sign out the shared demo accounts other tests run with in parallel.
 */
export async function registerScout(page: Page, prefix = 'e2e') {
  const username = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const account = { username, email: `${username}@example.com`, password: 'a-long-enough-passphrase' }
  // Each new scout comes from a network of his own (the server sits behind a proxy in the e2e run, as in
  // production): a whole run registers more scouts than one address may in an hour (30), and a retry more still.
  const octet = () => Math.floor(Math.random() * 250) + 1
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  await page.goto('/register')
  await appRunning(page)
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
  // The account is finished by the link mailed to the address, as a new scout does it.
  const mail = await mailTo(account.email)
  const link = mail.match(/https?:\/\/[^\s]+\/confirm-email\?token=[^\s]+/)?.[0]
  expect(link, 'a confirmation link in the mail').toBeTruthy()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page).toHaveURL('/scout')
  return account
}
