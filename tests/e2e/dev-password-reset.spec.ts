import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SLOW } from './patience'

// A newcomer running the app on their own machine, with no mail server, forgets the demo member's password:
// the development server logs the reset link of the mail it keeps, and following that link from the log line
// finishes the reset in the browser — then the new password signs in.

test.setTimeout(180_000)
const PORT = Number(process.env.E2E_PORT ?? 4310) + 7
const base = `http://localhost:${PORT}`
let server: ChildProcess
let output = ''
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-dev-reset-'))

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true)
})
test.afterAll(async () => {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('a password reset finished from the development log line', async ({ page }) => {
  await page.goto(`${base}/forget-password?role=community`)
  await page.getByLabel('Email').fill('community@example.com')
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible(SLOW)

  // The line a newcomer reads in the terminal: the mail kept, and its link.
  await expect.poll(() => /mail kept in the outbox/.test(output), SLOW).toBe(true)
  const line = output
    .split('\n')
    .find((l) => l.includes('mail kept in the outbox') && l.includes('community@'))
  const link = JSON.parse(line!).links[0] as string
  expect(link).toMatch(/\/forget-password\?.*token=/)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(SLOW)
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-local-passphrase')
  await page.getByLabel('Repeat the new password').fill('a-fresh-local-passphrase')
  await page.getByRole('button', { name: 'Set the new password' }).click()

  await page.goto(`${base}/community/login`)
  await page.getByLabel('Email').fill('community@example.com')
  await page.getByLabel('Password').fill('a-fresh-local-passphrase')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('signed-in-user')).toContainText('community@example.com', SLOW)
})
