import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startAppServer } from './app-server'

// Offline cold start of the app shell: how long an installed tablet takes, with the network off, from
// navigation start to the app shell painted. Each run is a COLD browser (a new Chromium process on the same
// profile, so only the service worker's caches are warm), the network is cut before the first request, and
// the page is served entirely by the service worker.
//
//   npm run build && node --import tsx bench/offline-cold-start.ts      (RUNS=10, ROUTE=/home by default)
//
// "Painted" = the first animation frame after React put the shell into #root (and, for comparison, the
// browser's first-contentful-paint, which for this app is the same moment: index.html itself shows nothing).

const RUNS = Number(process.env.RUNS ?? 10)
const ROUTE = process.env.ROUTE ?? '/home'
const PORT = Number(process.env.BENCH_PORT ?? 4399)
const base = `http://localhost:${PORT}`
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Records when #root first holds content, one frame later (= painted), in performance.now() time. */
const paintProbe = () => {
  const w = window as unknown as { __shellPainted?: number }
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.childElementCount) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__shellPainted = performance.now()), 0))
  }).observe(document, { childList: true, subtree: true })
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'offline-cold-start-'))
  const profile = path.join(work, 'profile')
  const server = await startAppServer(PORT, { DATA_DIR: path.join(work, 'data'), DEMO_DATA: 'false' })
  const open = () =>
    chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: launchArgs })
  try {
    // One online visit installs the service worker and precaches the shell.
    const first = await open()
    const page = first.pages()[0] ?? (await first.newPage())
    await page.goto(`${base}${ROUTE}`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await first.close()

    const shell: number[] = []
    const fcp: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const context = await open()
      await context.setOffline(true)
      await context.addInitScript(paintProbe)
      const p = context.pages()[0] ?? (await context.newPage())
      await p.goto(`${base}${ROUTE}`)
      await p.waitForFunction(() => (window as unknown as { __shellPainted?: number }).__shellPainted)
      // The paint timing entry is queued a little after the frame itself.
      await p
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
          timeout: 3_000,
        })
        .catch(() => undefined)
      const result = await p.evaluate(() => ({
        shell: (window as unknown as { __shellPainted: number }).__shellPainted,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        viaWorker: Boolean(navigator.serviceWorker.controller),
        online: navigator.onLine,
      }))
      if (!result.viaWorker || result.online) throw new Error(`run ${i}: not an offline, worker-served start`)
      shell.push(result.shell)
      fcp.push(result.fcp)
      await context.close()
    }
    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ')
    console.log(
      `offline cold start of ${ROUTE}, ${RUNS} cold Chromium starts, network off, served by the service worker`,
    )
    console.log(`  app shell painted: median ${median(shell).toFixed(0)} ms  (runs: ${fmt(shell)})`)
    const seen = fcp.filter((x) => !Number.isNaN(x))
    console.log(`  first-contentful-paint: median ${median(seen).toFixed(0)} ms  (runs: ${fmt(fcp)})`)
  } finally {
    server.kill('SIGTERM')
    await rm(work, { recursive: true, force: true })
  }
}

await main()
