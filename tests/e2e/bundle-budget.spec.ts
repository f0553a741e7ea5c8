import path from 'node:path'
import { expect, test } from '@playwright/test'
import { bundleSizes, SCOUT_AREA_BUDGET_KB } from '../../scripts/bundle-closure'

// The scout area's JavaScript budget, read from the build this run serves (`npm run test:e2e` builds dist/
// first): a scout on a stadium's signal downloads the area and its screens, and the validator (zod) stays with
// the forms that need it. Compare's chart loads only on that screen and is not counted.

test('the scout area and every screen of its navigation stay within their JavaScript budget', () => {
  const sizes = bundleSizes(path.resolve('dist'))
  const scout = sizes.areas.scout
  expect(scout, 'the build has a scout area').toBeDefined()
  expect(scout!.own).toBeLessThanOrEqual(SCOUT_AREA_BUDGET_KB)
})
