import { expectNoViolations, shootAtBothSizes } from './a11y'
import { find, invite, newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { SLOW } from './patience'

// A club's analyst imports the club's Wyscout export (decision 0055): the file is read and previewed, one column
// the guess missed is mapped by hand, the values are written, and the Players screen then finds the left-footed
// players of 1.85 m and more whose contract ends before July 2027 — from the club's values, each shown on the
// player's page with the file it came from.

test.setTimeout(240_000)

const clubName = `Recruitment Dept ${Math.random().toString(36).slice(2, 6)}`
const fileName = `wyscout-players-${Math.random().toString(36).slice(2, 6)}.csv`

/** Wyscout's columns, but the foot under a header no guess knows ("Strong side"): the analyst maps it. */
const csv = [
  'Player,Team,Birthday,Birth country,Strong side,Height,Contract expires,Market value,On loan',
  'D. Olmo,Barcelona,1998-05-07,Spain,left,186,2027-06-30,60000000,no',
  'Mikel Oyarzabal,Real Sociedad,1997-04-21,Spain,left,188,2027-03-31,35000000,no',
  'Nico Williams,Athletic,2002-07-12,Spain,left,181,2027-06-30,70000000,no',
  'Pedri,Barcelona,2002-11-25,Spain,right,187,2027-06-30,100000000,no',
  'L. Yamal,Barcelona,2007-07-13,Spain,left,190,2030-06-30,200000000,no',
  'Someone Unknown,Nowhere FC,2001-01-01,Spain,left,190,2027-01-31,100000,no',
].join('\r\n')

test('an analyst imports the club’s file, fixes a mapping, writes it and filters on its values', async ({
  browser,
}) => {
  const head = await newScout(browser, 'e2e-imp-head')
  const analyst = await newScout(browser, 'e2e-imp-an')
  await head.page.goto('/scout/club')
  await head.page.getByLabel('Club name').fill(clubName)
  await head.page.getByRole('button', { name: 'Start the department' }).click()
  await expect(head.page.getByRole('heading', { level: 1, name: clubName })).toBeVisible(SLOW)
  await invite(head.page, analyst.page, analyst.account.email, 'Analyst', clubName)
  const page = analyst.page

  await page.goto('/scout/imports')
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible(SLOW)
  await page.getByLabel('CSV or Excel (.xlsx) file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Read the file' }).click()
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible(SLOW)
  await expect(page.getByText('5 players found')).toBeVisible()
  await expect(page.getByText('1 player not in the database')).toBeVisible()
  await expect(
    page.getByText('Market values are read in euros: the file has no currency column'),
  ).toBeVisible()
  // The foot's column was not guessed: mapped by hand.
  const strongSide = page.getByLabel('Strong side', { exact: true })
  await expect(strongSide).toHaveValue('')
  await strongSide.selectOption({ label: 'Preferred foot' })
  await expect(strongSide).toHaveValue('preferred_foot', SLOW)
  const sample = page.getByRole('table', { name: 'The first rows' })
  await expect(sample.getByRole('row', { name: /D\. Olmo/ })).toContainText('Dani Olmo')
  await expect(sample.getByRole('row', { name: /L\. Yamal/ })).toContainText('Lamine Yamal')
  await expect(sample.getByRole('row', { name: /Someone Unknown/ })).toContainText('Not in the database')
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'import-preview')

  await page.getByRole('button', { name: 'Write the values of 5 players' }).click()
  await expect(page.getByText(/Written: \d+ values of 5 players/).first()).toBeVisible(SLOW)
  await page.goto('/scout/imports')
  await expect(page.getByRole('table', { name: 'Earlier imports' })).toContainText(fileName, SLOW)
  await shootAtBothSizes(page, 'import-history')

  // The Players screen, from the club's view.
  await page.goto('/scout/players')
  await page.getByText('More filters').click()
  await page.getByLabel('Preferred foot').selectOption({ label: 'Left' })
  await page.getByLabel('Height from (cm)').fill('185')
  await page.getByLabel('Contract ends before').fill('2027-07-01')
  const results = page.getByRole('table', { name: 'Players' })
  await expect(results.getByRole('link', { name: 'Mikel Oyarzabal' }).first()).toBeVisible(SLOW)
  await expect(results.getByRole('link', { name: 'Dani Olmo' }).first()).toBeVisible()
  for (const other of ['Nico Williams', 'Pedri', 'Lamine Yamal'])
    await expect(results.getByRole('link', { name: other, exact: true })).toHaveCount(0)
  await expect(page.getByText(/of them by your club/).first()).toBeVisible()
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'import-filtered')

  // Each value with its source.
  const [oyarzabal] = await find(page, ['Mikel Oyarzabal'])
  await page.goto(`/scout/players/${oyarzabal!.uid}`)
  const values = page.getByRole('region', { name: 'Body, contract and value' })
  await expect(values).toContainText('188 cm', SLOW)
  await expect(values).toContainText('31 Mar 2027')
  await expect(values).toContainText('€35m')
  await expect(values).toContainText(`Wyscout export ${fileName}`)
  await expect(values).toContainText('your club’s')
  await shootAtBothSizes(page, 'import-player-values')

  // The head sees the club's values too; a scout outside the club does not.
  await head.page.goto(`/scout/players/${oyarzabal!.uid}`)
  await expect(head.page.getByRole('region', { name: 'Body, contract and value' })).toContainText(
    '188 cm',
    SLOW,
  )
  const outsider = await newScout(browser, 'e2e-imp-out')
  await outsider.page.goto(`/scout/players/${oyarzabal!.uid}`)
  const theirs = outsider.page.getByRole('region', { name: 'Body, contract and value' })
  await expect(theirs).toBeVisible(SLOW)
  await expect(theirs).not.toContainText('188 cm')
  await expect(theirs).not.toContainText(fileName)
  for (const s of [head, analyst, outsider]) await s.context.close()
})
