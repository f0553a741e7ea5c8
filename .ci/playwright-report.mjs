// Playwright's JSON report (reports/playwright.json) as the CI scripts read it: every test with the spec file
// it is in and its title path, depth first through the report's nested suites.

/** Each test of `suite` and of the suites inside it: `{ file, title, test }`. */
export function* testsOf(suite, file = suite.file, titles = [suite.title]) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { file, title: [...titles, spec.title].filter(Boolean), test }
  for (const child of suite.suites ?? []) yield* testsOf(child, child.file ?? file, [...titles, child.title])
}
