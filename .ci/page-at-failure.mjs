// What the page showed when an e2e test failed, printed into the CI log (the only part of a CI run a session
// reads back): the test's last attempt, its page as Playwright's ARIA snapshot from the main content on, first
// lines only, links' addresses left out. Usage: node .ci/page-at-failure.mjs [test-results dir] [lines]
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? 'test-results'
const lines = Number(process.argv[3] ?? 40)
const contexts = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((name) => fs.existsSync(path.join(dir, name, 'error-context.md')))
      .sort()
  : []
// "…-chromium" and "…-chromium-retry1" are one test: keep the last attempt.
const lastAttempts = contexts.filter((name) => !contexts.includes(`${name}-retry1`))
for (const name of lastAttempts) {
  const text = fs.readFileSync(path.join(dir, name, 'error-context.md'), 'utf8')
  const test = text.match(/^- Name: (.*)$/m)?.[1] ?? name
  const snapshot = text.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? '(no page snapshot)'
  const all = snapshot.split('\n').filter((line) => !line.trim().startsWith('- /url:'))
  // The header and navigation are the same on every page: from the main content on, when there is one.
  const main = all.findIndex((line) => /^\s*- main\b/.test(line))
  const shown = main > 0 ? all.slice(main) : all
  console.log(`page at failure: ${test}`)
  for (const line of shown.slice(0, lines)) console.log(`  ${line}`)
  if (shown.length > lines) console.log(`  … ${shown.length - lines} lines more`)
}
