import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { startAppServer } from './app-server'

// Offline reading, measured in a real Chromium against the built app on the demo data (decision 0021):
// 1. "Take offline" of the World Cup 2026 (48 teams, their squads, 104 games): time and bytes saved, and the
//    same per World Cup group (a twelfth: 4 teams, ~100 players, 6 games of the group stage … roughly).
// 2. A scout's shortlist of 10 players saved, then each player page opened with the network off: time from
//    navigation to the player's name on screen, median and worst.
//
//   npm run build && node --import tsx bench/offline-reading.ts

const PORT = Number(process.env.BENCH_PORT ?? 4398)
const base = `http://localhost:${PORT}`
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

async function signIn(page: Page, loginPath: string, email: string) {
  await page.goto(`${base}${loginPath}`)
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('football-demo-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('signed-in-user').waitFor()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** Bytes of every copy this page's user has saved (IndexedDB, the read cache's own accounting). */
const savedBytes = (page: Page) =>
  page.evaluate(async () => {
    const dbs = (await indexedDB.databases()).filter((d) => d.name?.startsWith('scoutline-reads-'))
    let bytes = 0
    let copies = 0
    for (const { name } of dbs) {
      const db = await new Promise<IDBDatabase>((ok) => {
        const open = indexedDB.open(name!)
        open.onsuccess = () => ok(open.result)
      })
      if (!db.objectStoreNames.contains('reads')) continue
      const all = await new Promise<{ bytes: number }[]>((ok) => {
        const req = db.transaction('reads').objectStore('reads').getAll()
        req.onsuccess = () => ok(req.result)
      })
      for (const e of all) {
        bytes += e.bytes
        copies++
      }
      db.close()
    }
    return { bytes, copies }
  })

async function takeTheWorldCupOffline(page: Page) {
  await page.goto(`${base}/community/data/tournament`)
  await page
    .getByRole('link', { name: /World Cup 2026/ })
    .first()
    .click()
  const started = performance.now()
  await page.getByRole('button', { name: 'Take offline' }).click()
  const done = page.getByRole('region', { name: 'Offline use' }).getByText(/Saved on this tablet: \d+ teams/)
  await done.waitFor({ timeout: 600_000 })
  const seconds = (performance.now() - started) / 1000
  const counts = await done.textContent()
  const { bytes, copies } = await savedBytes(page)
  console.log(
    `Take offline, World Cup 2026: ${seconds.toFixed(1)} s, ${copies} copies, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  )
  console.log(`  ${counts?.split('·')[0]?.trim()}`)
  console.log(
    `  per group (a twelfth): ~${(seconds / 12).toFixed(1)} s, ~${(bytes / 12 / 1024).toFixed(0)} KB`,
  )
}

async function readTheShortlistOffline(page: Page) {
  const uids: string[] = await page.evaluate(async () => {
    const r = await fetch('/api/scout/player?limit=10&page=1')
    return (await r.json()).data.map((p: { uid: string }) => p.uid)
  })
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  for (const uid of uids)
    await page.request.post(`${base}/api/scout/setShortlist`, {
      data: { uid, is_shortlisted: true },
      headers: { 'X-XSRF-TOKEN': xsrf },
    })
  const started = performance.now()
  await page.goto(`${base}/scout/shortlist`)
  await page.getByText(/Saved on this device for offline reading: 10 players/).waitFor({ timeout: 120_000 })
  const saving = (performance.now() - started) / 1000
  console.log(
    `Shortlist of 10 saved for offline reading: ${saving.toFixed(1)} s (list shown and every page saved)`,
  )
  await page.context().setOffline(true)
  const times: number[] = []
  for (let round = 0; round < 3; round++)
    for (const uid of uids) {
      const t0 = performance.now()
      await page.goto(`${base}/scout/players/${uid}`)
      await page.getByText('No connection: this page as saved on this device').waitFor()
      await page.getByRole('heading', { level: 1 }).waitFor()
      times.push(performance.now() - t0)
    }
  // As a scout does it: from the shortlist, a tap on the player (the app is already running).
  const taps: number[] = []
  await page.goto(`${base}/scout/shortlist`)
  for (let round = 0; round < 3; round++)
    for (const uid of uids) {
      const link = page.locator(`main a[href="/scout/players/${uid}"]`).first()
      await link.waitFor()
      const t0 = performance.now()
      await link.click()
      await page.getByText('No connection: this page as saved on this device').waitFor()
      await page.getByRole('heading', { name: 'Matches played' }).waitFor()
      taps.push(performance.now() - t0)
      await page.goBack()
    }
  await page.context().setOffline(false)
  const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms`
  console.log(`Offline open of a saved player page from the shortlist (${taps.length} taps): ${fmt(taps)}`)
  console.log(`Offline open by address, a full page load each (${times.length} loads): ${fmt(times)}`)
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'offline-reading-'))
  const server = await startAppServer(PORT, { DATA_DIR: path.join(work, 'data'), NODE_ENV: 'development' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs })
  try {
    const member = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    await signIn(member, '/community/login', 'community@example.com')
    await takeTheWorldCupOffline(member)
    const scout = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    await signIn(scout, '/login', 'scout@example.com')
    await readTheShortlistOffline(scout)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await rm(work, { recursive: true, force: true })
  }
}

await main()
