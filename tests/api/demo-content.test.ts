import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemoAccounts } from '../../server/cli/seed/demo-accounts'
import { seedDemoContent } from '../../server/cli/seed/demo-content'
import { buildTestApp, type TestApp } from '../support/test-app'

// The demo site a newcomer sees after `npm start`: its home page ad promises what the Packages page sells (the
// middle package's name and its enquiries a month), never more.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await seedDemoAccounts(t.db)
  await seedDemoContent(t.db, t.app.uploads.storage)
})
afterAll(() => t.close())

it('advertises Scout Pro with the enquiries a month the package gives', async () => {
  const scout = await t.loginAs('scout')
  const sold = (await scout.inject({ url: '/api/scout/packages' })).json().data.packages
  const pro = sold.find((p: { code: string }) => p.code === 'pro')
  expect(pro.enquiries_per_month).toBeGreaterThan(0)
  const home = (await t.anonymous().inject({ url: '/api/public/home' })).json().data
  const ads: string[] = home.advertisements.map((a: { fields: { title: string } }) => a.fields.title)
  expect(ads).toContain(`${pro.name}: ${pro.enquiries_per_month} enquiries a month and video moments`)
  expect(ads.join(' ')).not.toMatch(/unlimited/i)
})
