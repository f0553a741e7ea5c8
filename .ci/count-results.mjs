// Sums the JSON reports of vitest and Playwright into the one line CI reads, "N passed, N failed", after one line
// per suite with its counts and how long it ran. A report named `nodeNN-<suite>.json` is that suite run on Node NN
// (.ci/run's second runtime, decision 0050); the others ran on the first, which REPORTS_NODE names (`24`) when
// set. Report names given after the exit status are expected: one that is missing counts as a failure.
//   node .ci/count-results.mjs [dir] [exit status] [expected report …]
import fs from 'node:fs'
import path from 'node:path'
import { testsOf } from './playwright-report.mjs'

const [dir = 'reports', exitStatus = '0', ...expected] = process.argv.slice(2)
const suites = {
  'vitest-unit': 'unit',
  'vitest-api': 'api (PGlite)',
  'vitest-api-s3': 'api uploads (S3 bucket)',
  'vitest-api-pg': 'api (PostgreSQL)',
  playwright: 'e2e',
}
let passed = 0
let failed = 0
let skipped = 0
/** Every test file's time, to name the slowest: where a growing suite's minutes go. */
const fileTimes = []

/** Playwright's report: each spec file's tests, their results' durations added up. */
function playwrightFileTimes(suite, into) {
  for (const { file, test } of testsOf(suite))
    for (const result of test.results ?? [])
      into.set(file, (into.get(file) ?? 0) + (result.duration ?? 0) / 1000)
}
/** A report's suite and runtime from its name: `node20-vitest-api.json` → `['vitest-api', 'Node 20']`. */
const suiteOf = (file) => {
  const [, node, suite] = path.basename(file, '.json').match(/^(?:node(\d+)-)?(.*)$/)
  const runtime = node ?? process.env.REPORTS_NODE
  return [suite, runtime ? `Node ${runtime}` : '']
}
const labelOf = (file) => {
  const [suite, node] = suiteOf(file)
  return `${suites[suite] ?? file}${node ? ` on ${node}` : ''}`
}
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
const order = (file) => {
  const [suite] = suiteOf(file)
  const i = Object.keys(suites).indexOf(suite)
  return (i < 0 ? 99 : i) * 2 + (file.startsWith('node') ? 1 : 0)
}
for (const file of files.sort((a, b) => order(a) - order(b))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  const suite = { passed: 0, failed: 0, skipped: 0, seconds: 0 }
  if (typeof report.numPassedTests === 'number') {
    suite.passed = report.numPassedTests
    suite.failed = report.numFailedTests
    suite.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    // A file that failed to load has no failed tests but is a failure.
    suite.failed += (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length
    for (const r of report.testResults ?? [])
      if (r.endTime && r.startTime)
        fileTimes.push([
          `${path.relative(process.cwd(), r.name)} (${labelOf(file)})`,
          (r.endTime - r.startTime) / 1000,
        ])
    const ends = (report.testResults ?? []).map((r) => r.endTime ?? 0)
    suite.seconds = ends.length ? (Math.max(...ends) - report.startTime) / 1000 : 0
  } else if (report.stats) {
    suite.passed = report.stats.expected + (report.stats.flaky ?? 0)
    suite.failed = report.stats.unexpected
    suite.skipped = report.stats.skipped ?? 0
    suite.seconds = (report.stats.duration ?? 0) / 1000
    const times = new Map()
    for (const top of report.suites ?? []) playwrightFileTimes(top, times)
    for (const [name, seconds] of times)
      fileTimes.push([`tests/e2e/${name} (e2e, summed over its tests)`, seconds])
  }
  const name = labelOf(file)
  console.log(
    `${name}: ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped in ${Math.round(suite.seconds)} s`,
  )
  passed += suite.passed
  failed += suite.failed
  skipped += suite.skipped
}
for (const name of expected)
  if (!files.includes(`${name}.json`)) {
    console.log(`${labelOf(name)}: no report (${dir}/${name}.json)`)
    failed += 1
  }
console.log('slowest test files:')
for (const [name, seconds] of fileTimes.sort((a, b) => b[1] - a[1]).slice(0, 10))
  console.log(`  ${Math.round(seconds)} s  ${name}`)
// A stage that crashed before writing its report still fails the run.
if (exitStatus !== '0' && failed === 0) failed = 1
console.log(`skipped: ${skipped}`)
console.log(`${passed} passed, ${failed} failed`)
