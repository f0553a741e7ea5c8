import path from 'node:path'
import { expect, test } from './fixtures'

// The import button of the community area: real openfootball files, a second run that changes nothing (the
// demo data already holds the World Cup 2026), and a malformed file refused with the importer's message.

const data = (name: string) => path.join('server/domain/import/data', name)
const fixture = (name: string) => path.join('tests/fixtures/openfootball', name)

test('a community member re-imports the World Cup files and sees that nothing changed', async ({
  communityPage: page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/community/data')
  const card = page.getByRole('region', { name: 'Import football data' })
  await card
    .getByLabel('Files')
    .setInputFiles([data('worldcup-2026.squads.json'), data('worldcup-2026.json')])
  await card.getByRole('button', { name: 'Import 2 files' }).click()
  const report = card.getByRole('status')
  await expect(report).toContainText(/Imported: 0 created, 0 updated, \d+ unchanged/, { timeout: 90_000 })
  await expect(report).toContainText('Every scorer was matched to a squad player.')
  await expect(report).toContainText('matched loosely')
})

test('a malformed file is refused with the line that is wrong, and nothing is written', async ({
  communityPage: page,
}) => {
  await page.goto('/community/data')
  const card = page.getByRole('region', { name: 'Import football data' })
  await card.getByLabel('Files').setInputFiles(fixture('bad-position.squads.json'))
  await card.getByRole('button', { name: /Import/ }).click()
  await expect(card.getByRole('alert')).toContainText('bad-position.squads.json')
  await expect(card.getByRole('alert')).toContainText('pos')
})
