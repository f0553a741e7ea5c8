import { expectFitsTheScreen } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'

// A long export as a scout sees it (decision 0067): the Players screen's CSV of every player over 16 says how far it
// is — "Preparing your export… 300 of 1,248 players" with a bar — and Cancel stops it: no file, the button back.
// The e2e server pauses an export after each 100 rows (EXPORT_PAUSE_MS, tests only), so the demo's players take
// seconds, as 100,000 do on a busy server. At 1024×768 and 390×844, nothing wider than the screen.

test.setTimeout(120_000)

test('a long export shows rows done of its total and stops on Cancel, at both sizes', async ({ page }) => {
  await signIn(page, 'scout')
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/scout/players?age_min=16')
    const download = page.getByRole('button', { name: 'Download CSV', exact: true })
    await expect(download).toBeEnabled(SLOW)
    const files: string[] = []
    page.on('download', (file) => files.push(file.suggestedFilename()))
    await download.click()
    const status = page.getByRole('status').filter({ hasText: 'Preparing your export…' })
    // Rows done of the total, the total said before the first row, and moving.
    await expect(status).toContainText(/Preparing your export… [1-9][\d,]* of [\d,]+ players/, SLOW)
    const bar = status.getByRole('progressbar')
    const first = Number(await bar.getAttribute('value'))
    await expect.poll(async () => Number(await bar.getAttribute('value')), SLOW).toBeGreaterThan(first)
    await expectFitsTheScreen(page)
    await page.screenshot({ path: test.info().outputPath(`export-progress-${width}.png`), fullPage: true })
    await status.getByRole('button', { name: 'Cancel' }).click()
    await expect(status).toBeHidden()
    await expect(page.getByRole('button', { name: 'Download CSV', exact: true })).toBeEnabled()
    await page.waitForTimeout(500)
    expect(files).toEqual([])
  }
})
