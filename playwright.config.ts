import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests: Debian's Chromium against the built SPA served by the real API server on a fresh data
// dir. `npm run test:e2e` builds dist/ first. The data dir is chosen once in the main process and inherited by
// the workers through the environment, so every run starts from an empty, freshly seeded database.

// E2E_PORT lets two people run the suite side by side on one machine (4310 by default).
const PORT = Number(process.env.E2E_PORT ?? 4310)
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `scouting-e2e-${Date.now()}-${process.pid}`)
// Mail goes to a real SMTP server started by the global setup (tests/e2e/mail-sink.ts), one port above.
process.env.E2E_SMTP_PORT ??= String(PORT + 1)
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/mail-sink.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a flaky test then shows as flaky in the report instead of blocking a landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Whole user journeys on 2 cores shared by the server, Chromium and two workers: some take 30 s on a busy run.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 } } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      // Behind a proxy, as in production: each registering scout's address is the one it forwards.
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // An export pauses after each 100 rows, so its progress and its Cancel can be seen (export-progress.spec.ts).
      EXPORT_PAUSE_MS: '150',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
