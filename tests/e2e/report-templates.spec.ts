import { expectNoViolations, shootAtBothSizes } from './a11y'
import { expect, test } from './fixtures'

// An admin keeps the report templates scouts write on: the demo's three are listed with their criteria; a new one
// is refused in words until it has three criteria, then saved and offered to scouts.

test('an admin makes a report template; the form names what is missing', async ({ adminPage: page }) => {
  const stamp = Date.now().toString(36)
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Report templates' })
    .click()
  await expect(page.getByRole('heading', { name: 'Centre back' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Winger' })).toBeVisible()
  await page.getByRole('button', { name: 'New template' }).click()
  const form = page.getByRole('form', { name: 'New template' })
  await form.getByRole('button', { name: 'Save the template' }).click()
  await expect(form.getByText('Check the marked fields.')).toBeVisible()
  await expect(form.getByText('Write a name')).toBeVisible()
  await form.getByLabel('Name', { exact: true }).fill(`Goalkeeper ${stamp}`)
  // What was said of the empty name goes once the name is typed.
  await expect(form.getByText('Write a name')).toBeHidden()
  await form.getByRole('checkbox', { name: 'Goalkeeper' }).check()
  for (const [i, label] of ['Shot stopping', 'Handling', 'Distribution'].entries())
    await form.getByLabel(`Criterion ${i + 1}`).fill(label)
  await expect(form.getByText('Write the criterion')).toHaveCount(0)
  await expectNoViolations(page)
  await shootAtBothSizes(page, 'template-form')
  await form.getByRole('button', { name: 'Save the template' }).click()
  await expect(page.getByText('Report template saved.')).toBeVisible()
  const made = page.getByRole('article', { name: `Goalkeeper ${stamp}` })
  await expect(made).toContainText('Shot stopping')
  await expect(made).toContainText('Goalkeeper · rated 1 to 5 · 0 reports')
  await shootAtBothSizes(page, 'templates-list')
})
