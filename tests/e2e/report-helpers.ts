import { expect, type Page } from '@playwright/test'
import { SLOW } from './patience'

// Shared steps of the scouting-report specs.

/** Fills the report form open on a player's page: every criterion at 4, a recommendation, a summary. */
export async function writeReport(
  page: Page,
  recommendation: 'Sign' | 'Monitor' | 'Not for us',
  summary: string,
) {
  await page.getByRole('button', { name: 'Write a report' }).click()
  const form = page.getByRole('form', { name: /^Report on / })
  await expect(form.getByLabel('Template')).toBeVisible(SLOW)
  // Sent without ratings first: each criterion says what is missing, in words.
  await form.getByRole('button', { name: 'Save the report' }).click()
  await expect(form.getByText('Check the marked fields.')).toBeVisible()
  await expect(form.locator('.field-error').first()).toContainText(/^Rate /)
  const scales = form.getByRole('radio', { name: / of (5|10)$/ })
  const names = await scales.evaluateAll((inputs) => [
    ...new Set(inputs.map((i) => (i as HTMLInputElement).name)),
  ])
  for (const name of names) await form.locator(`input[name="${name}"][value="4"]`).check({ force: true })
  await form.getByRole('radio', { name: recommendation }).check()
  await form.getByLabel('Summary').fill(summary)
  await form.getByRole('button', { name: 'Save the report' }).click()
}
