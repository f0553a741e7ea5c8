import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { newScout } from './club-helpers'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { apiCall } from './requests'

// A minor by design (decision 0054): a member records a 15-year-old; scouts do not find him until a guardian's
// consent is recorded on his page; then a scout finds him by his age band and year of birth, never his birth date;
// the consent withdrawn, he is gone again — at 1024 and 390 px.

test.setTimeout(240_000)

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a minor reaches scouts only with his guardian's consent, as an age band, at ${viewport.width} px`, async ({
    browser,
  }) => {
    const run = Math.random().toString(36).slice(2, 6)
    const name = `Youth Prospect ${run}`
    const now = new Date()
    const born = `${now.getUTCFullYear() - 15}-01-15`
    const member = await browser.newContext({ viewport })
    const memberPage = await member.newPage()
    await signIn(memberPage, 'community')
    const player = await apiCall(memberPage, 'POST', '/api/community/player', {
      name,
      date_of_birth: born,
      main_position: 'CM',
    })
    const scout = await newScout(browser, 'e2e-minors', viewport)
    // Whether the scout's name search finds him (the other size's run makes a namesake at the same time).
    const search = async () =>
      (
        (await apiCall(scout.page, 'GET', `/api/scout/search?q=${encodeURIComponent(name)}`)) as {
          uid: string
        }[]
      ).some((p) => p.uid === player.uid)

    // Without consent: the member is told so on his page; scouts do not find him.
    await memberPage.goto(`/community/players/${player.uid}`)
    const consent = memberPage.getByRole('region', { name: 'Guardian consent' })
    await expect(consent).toContainText(
      'No guardian’s consent is recorded: scouts do not see this player.',
      SLOW,
    )
    expect(await search()).toBe(false)

    // The member records the guardian's consent.
    await consent.getByRole('button', { name: 'Record consent' }).click()
    await consent.getByLabel('Guardian’s name').fill('Maria Prospect')
    await consent.getByLabel('Relationship to the player').fill('Mother')
    await consent.getByLabel('How it was given').selectOption('signed_form')
    await consent.getByRole('button', { name: 'Record consent' }).click()
    await expect(consent).toContainText('Given by Maria Prospect (Mother)', SLOW)
    await expectFitsTheScreen(memberPage)
    await expectNoViolations(memberPage)
    await memberPage.screenshot({
      path: test.info().outputPath(`consent-${viewport.width}.png`),
      fullPage: true,
    })

    // A scout finds him by his band and year of birth, never his birth date.
    await expect.poll(search, SLOW).toBe(true)
    await scout.page.goto(`/scout/players?q=${encodeURIComponent(name)}`)
    await expect(scout.page.getByText(`U16, born ${now.getUTCFullYear() - 15}`).first()).toBeVisible(SLOW)
    await scout.page.goto(`/scout/players/${player.uid}`)
    await expect(scout.page.getByRole('heading', { level: 1, name })).toBeVisible(SLOW)
    await expect(scout.page.getByText('Maria Prospect')).toHaveCount(0)
    expect(await scout.page.content()).not.toContain(born)
    await expectFitsTheScreen(scout.page)
    await scout.page.screenshot({
      path: test.info().outputPath(`minor-for-scout-${viewport.width}.png`),
      fullPage: true,
    })

    // Consent withdrawn: he is gone from the scout's search and his page.
    await consent.getByRole('button', { name: 'Withdraw consent' }).click()
    await memberPage.getByRole('dialog').getByRole('button', { name: 'Withdraw consent' }).click()
    await expect(consent).toContainText('scouts do not see this player', SLOW)
    await expect.poll(search, SLOW).toBe(false)
    await scout.page.reload()
    await expect(scout.page.getByRole('heading', { level: 1, name })).toHaveCount(0)
    await member.close()
    await scout.context.close()
  })
}
