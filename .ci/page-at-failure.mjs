// What the page showed when an e2e test failed, printed into the CI log (the only part of a CI run a session
// reads back): for each test whose last attempt failed (Playwright's JSON report, reports/playwright.json), that
// attempt's page as Playwright's ARIA snapshot (its error-context.md) from the main content on, first lines only,
// links' addresses left out. A test that passed on its retry is not printed. In a test with several pages the
// snapshot is of the page Playwright chose (the first one opened).
//   node .ci/page-at-failure.mjs [report] [lines]
import fs from 'node:fs'
import { testsOf } from './playwright-report.mjs'

const report = process.argv[2] ?? 'reports/playwright.json'
const lines = Number(process.argv[3] ?? 40)
if (!fs.existsSync(report)) process.exit(0)

for (const top of JSON.parse(fs.readFileSync(report, 'utf8')).suites ?? []) {
  for (const { title, test } of testsOf(top)) {
    if (test.status !== 'unexpected') continue
    const last = test.results?.at(-1)
    const context = last?.attachments?.find((a) => a.name === 'error-context' && a.path)?.path
    console.log(`page at failure: ${title.join(' › ')}`)
    if (!context || !fs.existsSync(context)) {
      console.log('  (no page snapshot)')
      continue
    }
    const text = fs.readFileSync(context, 'utf8')
    const snapshot = text.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? '(no page snapshot)'
    const all = snapshot.split('\n').filter((line) => !line.trim().startsWith('- /url:'))
    // The header and navigation are the same on every page: from the main content on, when there is one.
    const main = all.findIndex((line) => /^\s*- main\b/.test(line))
    const shown = main > 0 ? all.slice(main) : all
    for (const line of shown.slice(0, lines)) console.log(`  ${line}`)
    if (shown.length > lines) console.log(`  … ${shown.length - lines} lines more`)
  }
}
