import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { controlledByServiceWorker } from './pwa-helpers'

// A new version deployed while a tablet has the app open. The real server runs on a private copy of dist/, so
// the test can deploy "version 2" under the page: index.html changes and sw.js gets the new precache revision —
// byte for byte what `vite build` emits when index.html changes. The browser finds the new worker, it installs
// and waits; the app offers a reload, hides the offer while a form holds unsaved input, and reloads only after
// the user clicks.

const root = path.resolve(import.meta.dirname, '../..')
let server: ChildProcess
let baseURL: string
let dir: string

test.beforeAll(async () => {
  // A fresh embedded database (initdb + migrations) takes a while on a loaded two-core machine.
  test.setTimeout(120_000)
  const testInfo = test.info()
  dir = await mkdtemp(path.join(os.tmpdir(), 'pwa-update-'))
  await cp(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true })
  const port = 4450 + testInfo.workerIndex + Number(process.env.E2E_PORT ?? 4310) - 4310
  baseURL = `http://localhost:${port}`
  // The server serves ./dist of its working directory: the copy.
  server = spawn(
    process.execPath,
    ['--import', path.join(root, 'node_modules/tsx/dist/loader.mjs'), path.join(root, 'server/main.ts')],
    {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: path.join(dir, 'data'),
        NODE_ENV: 'test',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  )
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 110_000 },
    )
    .toBe(true)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await rm(dir, { recursive: true, force: true })
})

/** Deploys "version 2": a changed index.html and the worker that precaches it under its new revision. */
async function deployNewVersion() {
  const indexPath = path.join(dir, 'dist/index.html')
  const swPath = path.join(dir, 'dist/sw.js')
  const oldHtml = await readFile(indexPath)
  const newHtml = Buffer.from(
    oldHtml.toString('utf8').replace('</head>', '<meta name="app-version" content="2"></head>'),
  )
  const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex')
  const sw = await readFile(swPath, 'utf8')
  expect(sw).toContain(md5(oldHtml))
  await writeFile(indexPath, newHtml)
  await writeFile(swPath, sw.replace(md5(oldHtml), md5(newHtml)))
  // A deploy ships new compressed twins too (config/precompress.ts); without them the server sends the files.
  for (const file of [indexPath, swPath])
    for (const twin of ['.br', '.gz']) await rm(`${file}${twin}`, { force: true })
}

test('a waiting version is offered, withheld while a form is dirty, and applied only on the user’s click', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${baseURL}/home`)
  await controlledByServiceWorker(page)
  await expect(page.getByTestId('update-toast')).toHaveCount(0)

  await deployNewVersion()
  // The user starts typing on a form; opening the page also makes the browser check for a new worker.
  await page.goto(`${baseURL}/forget-password`)
  await page.getByLabel('Email').fill('half-typed@exam')
  await page.evaluate(() => {
    ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
  })
  await expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      {
        timeout: 30_000,
      },
    )
    .toBe(true)
  // A dirty form: no offer, no reload.
  await page.waitForTimeout(1_500)
  await expect(page.getByTestId('update-toast')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue('half-typed@exam')

  // The user leaves the form (client-side navigation, same document): the offer appears.
  await page
    .getByRole('link', { name: /Scoutline/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/home$/)
  const offer = page.getByTestId('update-toast')
  await expect(offer).toContainText('A new version is available')
  // Offered, not imposed: the page is still the same document a while later.
  await page.waitForTimeout(1_500)
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true)
  await expect(page.locator('meta[name="app-version"]')).toHaveCount(0)

  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload' }).click()])
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate))
    .toBeUndefined()
  await expect(page.locator('meta[name="app-version"]')).toHaveCount(1)
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    }
  })
  expect(state).toEqual({ waiting: false, controlled: true })
  await expect(page.getByTestId('update-toast')).toHaveCount(0)
})
