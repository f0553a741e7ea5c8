import type { Page } from '@playwright/test'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { registerScout } from './foundation-helpers'
import { mailTo } from './mail'

// A scout buys a package through the sandbox's hosted checkout: a declined card changes nothing and says why;
// the success card grants the package (through the provider's signed webhook), shows it on Packages with the
// payment, and mails a receipt.

async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_/)
  await expect(page.getByText('€49.00').first()).toBeVisible()
  await expectFitsTheScreen(page)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Sam Scout')
  await page.getByRole('button', { name: 'Pay €49.00' }).click()
}

test('a scout is declined with one test card, then buys Scout Pro with the success card', async ({
  page,
}) => {
  const scout = await registerScout(page, 'pay')
  await page.getByRole('link', { name: 'Packages' }).click()
  await expect(page.getByText(/You are on\s+Free/)).toBeVisible()
  await expect(page.getByText('Enquiries this month: 0 of 3')).toBeVisible()
  await expectNoViolations(page)
  await expectFitsTheScreen(page)

  await page.getByRole('button', { name: 'Buy Scout Pro' }).click()
  await payWith(page, '4000 0000 0000 0002')
  await expect(page.getByText('Your card was declined. Nothing was charged.')).toBeVisible()

  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByText(/You are on\s+Free/)).toBeVisible()
  await page.getByRole('button', { name: 'Buy Scout Pro' }).click()
  await payWith(page, '4242 4242 4242 4242')
  await expect(page.getByText(/Thank you\. Scout Pro is active until/)).toBeVisible()
  await expectNoViolations(page)

  await page.getByRole('link', { name: '← Packages' }).click()
  await expect(page.getByText(/You are on\s+Scout Pro\s+until/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Extend Scout Pro by 30 days' })).toBeVisible()
  const payments = page.getByRole('table')
  await expect(payments.getByRole('row')).toHaveCount(3)
  await expect(payments.getByText(/^Paid · until/)).toBeVisible()
  await expect(payments.getByText('Not paid')).toBeVisible()
  expect(await mailTo(scout.email)).toContain('was paid for Scout Pro')

  // On a phone each payment is a card: its status ("Paid · until …") on the screen, not cut at its edge.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectFitsTheScreen(page)
  const status = payments.getByText(/^Paid · until/)
  const box = (await status.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await payments.screenshot({ path: test.info().outputPath('payments-on-a-phone.png') })

  // Scout Pro includes video moments, not written reports: a player's page reads the one and only names the
  // package of the other — without asking the server for what it would refuse.
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 402) refused.push(r.url())
  })
  await page.goto('/scout/players?q=mbappe')
  await page.getByRole('link', { name: 'Kylian Mbappé' }).click()
  await expect(page.getByRole('heading', { name: /^Video moments \(\d+\)$/ })).toBeVisible()
  await expect(page.getByText('Video moments come with')).toHaveCount(0)
  await expect(page.getByText('PDF documents on players come with Club: see Packages')).toBeVisible()
  expect(refused).toEqual([])
})
