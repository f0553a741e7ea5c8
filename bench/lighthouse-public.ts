import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startAppServer } from './app-server'

// Lighthouse 12 (mobile, its default simulated throttling) on the public pages a club sees first: /home,
// /packages and a news article, each run three times; prints every run and the medians (decision 0044).
//   npm run build && node --import tsx bench/lighthouse-public.ts [--runs 3] [--app <other checkout>]
//     [--base http://localhost:3000]
// Without --base it serves the build (this checkout's, or --app's: a baseline) in production mode (NODE_ENV=production, a random SESSION_SECRET):
// production seeds no demo data, so a first start in development mode writes the demo content into a fresh
// data directory and stops, then the production server starts on that directory.

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const runs = Number(arg('runs') ?? 3)
const port = Number(arg('port') ?? 4833)
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const appDir = arg('app') ? path.resolve(arg('app')!) : undefined
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Scores {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

function lighthouse(url: string, out: string, tries = 3): Scores {
  try {
    runLighthouse(url, out)
  } catch (error) {
    // On a loaded machine Chromium now and then fails to start or to load within Lighthouse's limit: once more.
    if (tries <= 1) throw error
    return lighthouse(url, out, tries - 1)
  }
  return readScores(out)
}

function runLighthouse(url: string, out: string) {
  execFileSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
}

function readScores(out: string): Scores {
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100)
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function serveProductionBuild() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-public-'))
  const seeding = await startAppServer(port, { DATA_DIR: dataDir, NODE_ENV: 'development' }, [], appDir)
  seeding.kill('SIGTERM')
  await new Promise((r) => seeding.once('exit', r))
  const server = await startAppServer(
    port,
    { DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex') },
    [],
    appDir,
  )
  return {
    base: `http://localhost:${port}`,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const given = arg('base')
const served = given ? { base: given, stop: async () => {} } : await serveProductionBuild()
try {
  const news = (await (await fetch(`${served.base}/api/public/news?page=1&limit=1`)).json()) as {
    data: { slug: string }[]
  }
  const slug = news.data[0]?.slug
  if (!slug) throw new Error('no published news item to measure')
  const pages = { '/home': '/home', '/packages': '/packages', 'news article': `/news/${slug}` }
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-reports-'))
  console.log(
    `load before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const table: string[] = []
  for (const [label, address] of Object.entries(pages)) {
    const all: Scores[] = []
    for (let i = 0; i < runs; i++) {
      const scores = lighthouse(
        `${served.base}${address}`,
        path.join(reports, `${label.replace(/\W/g, '')}-${i}.json`),
      )
      all.push(scores)
      console.log(
        `${label} run ${i + 1}: perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo} · FCP ${scores.fcp.toFixed(0)} ms LCP ${scores.lcp.toFixed(0)} ms TBT ${scores.tbt.toFixed(0)} ms CLS ${scores.cls.toFixed(3)}`,
      )
    }
    const m = (key: keyof Scores) => median(all.map((s) => s[key]))
    table.push(
      `| ${label} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${m('seo')} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} |`,
    )
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.log(`\nmedians of ${runs} runs (reports in ${reports}):`)
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of table) console.log(row)
} finally {
  await served.stop()
}
