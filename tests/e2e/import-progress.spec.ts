import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'

// A club sheet on a slow link (decision 0067): the Imports screen shows the file going up — "Uploading …: 16 KB of
// 1.0 MB (2 %)" with a bar — and Cancel stops it before anything is kept. The link is slowed by Chromium's own
// network emulation (DevTools protocol), not by the app. At 1024×768 and 390×844, nothing wider than the screen.

test.setTimeout(120_000)

const sheet = () => {
  const rows = ['Player,Foot,Notes']
  for (let i = 1; i <= 20_000; i++) rows.push(`Zed${i} Quorn${i},left,"Reads the game early; ${i}"`)
  return Buffer.from(rows.join('\n'))
}

test('an import shows its upload and stops on Cancel, keeping nothing, at both sizes', async ({ page }) => {
  await signIn(page, 'scout')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1_000_000,
    uploadThroughput: 100_000,
  })
  const file = sheet()
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/scout/imports')
    await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible(SLOW)
    await page.getByLabel('CSV or Excel (.xlsx) file').setInputFiles({
      name: `club-sheet-${width}.csv`,
      mimeType: 'text/csv',
      buffer: file,
    })
    await page.getByRole('button', { name: 'Read the file' }).click()
    const status = page.getByRole('status').filter({ hasText: `club-sheet-${width}.csv` })
    await expect(status).toContainText(
      /Uploading club-sheet-\d+\.csv: [\d.]+ (KB|MB) of [\d.]+ MB \(\d+ %\)/,
      SLOW,
    )
    await expect(status.getByRole('progressbar')).toBeVisible()
    await expectFitsTheScreen(page)
    await page.screenshot({ path: test.info().outputPath(`import-progress-${width}.png`), fullPage: true })
    await status.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Cancelled: nothing of the file was kept')).toBeVisible()
    await expect(status).toBeHidden()
    // Nothing kept: the file is not among the imports.
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Earlier imports' })).toBeVisible(SLOW)
    await expect(page.getByText(`club-sheet-${width}.csv`)).toHaveCount(0)
  }
})
