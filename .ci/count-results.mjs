// Sums the JSON reports of vitest and Playwright into the one line CI reads: "N passed, N failed".
import fs from 'node:fs'
import path from 'node:path'

const [dir = 'reports', exitStatus = '0'] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    // A file that failed to load has no failed tests but is a failure.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    skipped += report.stats.skipped ?? 0
  }
}
// A stage that crashed before writing its report still fails the run.
if (exitStatus !== '0' && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
