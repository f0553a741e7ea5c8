import { expectNoViolations, shootAtBothSizes } from './a11y'
import { find, invite, newScout, writeReport } from './club-helpers'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'
import { controlledByServiceWorker } from './pwa-helpers'
import { apiCall } from './requests'

// A club works as one (decision 0052): a head starts the department and invites a scout by mail; the scout joins,
// is told "write yours to see theirs", files his report and then reads the consensus; the head builds a 4-3-3
// shadow team from a club list; a viewer reads it and cannot change it; with the network cut the scout reads the
// shadow team and writes a report and a comment that reach the server once — the head it names with @ hears of it.

test.setTimeout(300_000)

/** One club per run: a retry on the same database starts another. */
const clubName = `Atlético Scouting ${Math.random().toString(36).slice(2, 6)}`

test('a club works as one: invitation, blind-first consensus, shadow team, a viewer, and offline', async ({
  browser,
}) => {
  const head = await newScout(browser, 'e2e-head')
  const scout = await newScout(browser, 'e2e-club-scout')
  const viewer = await newScout(browser, 'e2e-club-viewer')

  await head.page.goto('/scout/club')
  await head.page.getByLabel('Club name').fill(clubName)
  await head.page.getByRole('button', { name: 'Start the department' }).click()
  await expect(head.page.getByRole('heading', { level: 1, name: clubName })).toBeVisible(SLOW)
  await invite(head.page, scout.page, scout.account.email, 'Scout', clubName)
  await invite(head.page, viewer.page, viewer.account.email, 'Viewer', clubName)
  await head.page.goto('/scout/club')
  await expect(head.page.getByRole('region', { name: 'Members' }).getByRole('listitem')).toHaveCount(3, SLOW)
  await expectNoViolations(head.page)
  await shootAtBothSizes(head.page, 'club-members')

  const [target, striker, winger] = await find(head.page, ['Pedri', 'Mikel Oyarzabal', 'Nico Williams'])
  await head.page.goto(`/scout/players/${target!.uid}`)
  // Pedri is recorded by his line (MF): his report is written on the General template, rated 1–10.
  await writeReport(head.page, '8', 'Sign', 'Runs the midfield from deep.')
  await expect(head.page.getByRole('region', { name: 'Your scouting reports' })).toContainText('Sign', SLOW)

  // Blind first: the scout is told a colleague reported, not what.
  await scout.page.goto(`/scout/players/${target!.uid}`)
  const view = scout.page.getByRole('region', { name: "Your club's view" })
  await expect(view).toContainText('1 colleague has reported on him — write yours to see theirs.', SLOW)
  await expect(scout.page.getByText('Runs the midfield from deep.')).toHaveCount(0)
  await shootAtBothSizes(scout.page, 'club-blind')
  await writeReport(scout.page, '2', 'Monitor', 'Too slow to turn under pressure.')
  // Once the server has it (not while it waits on the device), the page shows the club's consensus.
  await expect(
    scout.page
      .getByRole('region', { name: 'Your scouting reports' })
      .getByText('Too slow to turn under pressure.'),
  ).toBeVisible(SLOW)
  // Reloaded until the server's answer shows: on a slow run the page may show the device's blind copy first.
  await expect(async () => {
    await scout.page.reload()
    await expect(view).toContainText('Recommendations: Sign 1 · Monitor 1 · Not for us 0', {
      timeout: 10_000,
    })
  }).toPass({ timeout: 60_000 })
  await expect(view).toContainText('scouts disagree')
  await expect(scout.page.getByText('Runs the midfield from deep.')).toBeVisible()
  await expectNoViolations(scout.page)
  await shootAtBothSizes(scout.page, 'club-consensus')

  // The head's club list, and the shadow team built from it.
  await head.page.goto('/scout/lists')
  await head.page.getByLabel(/^Name/).fill('Window targets')
  await head.page.getByText(`A list of ${clubName}`).click()
  await head.page.getByRole('button', { name: 'Make the list' }).click()
  await expect(head.page.getByRole('heading', { level: 1, name: 'Window targets' })).toBeVisible(SLOW)
  const list = (await apiCall(head.page, 'GET', '/api/scout/lists')).find(
    (l: { name: string }) => l.name === 'Window targets',
  )
  for (const p of [target!, striker!, winger!])
    await apiCall(head.page, 'POST', `/api/scout/lists/${list.uid}/players`, { uid: p.uid })
  // A comment on one entry of the club list.
  await head.page.goto(`/scout/lists/${list.uid}`)
  await head.page.getByText(`Comments on ${striker!.name}’s entry`).click()
  await head.page
    .getByLabel(`Comment on ${striker!.name}’s entry`)
    .fill('Agent says he would come in January')
  await head.page
    .locator('details', { hasText: `Comments on ${striker!.name}’s entry` })
    .getByRole('button', { name: 'Post the comment' })
    .click()
  await expect(head.page.getByText('Agent says he would come in January')).toBeVisible(SLOW)
  await head.page.goto('/scout/club/shadow-team')
  await expect(head.page.getByRole('heading', { level: 1, name: 'Shadow team' })).toBeVisible(SLOW)
  await head.page.getByLabel('Add a target at ST').selectOption(striker!.uid)
  await head.page.getByLabel('Add a target at CM').selectOption(target!.uid)
  await head.page.getByLabel('Add a target at LW').selectOption(winger!.uid)
  await head.page.getByLabel(`Note on ${striker!.name}`).fill('First choice up front')
  await head.page.getByRole('button', { name: 'Save the shadow team' }).click()
  await expect(head.page.getByText('Shadow team saved.')).toBeVisible(SLOW)
  await expectNoViolations(head.page)
  await shootAtBothSizes(head.page, 'shadow-team')

  // The viewer reads it and cannot change it.
  await viewer.page.goto('/scout/club/shadow-team')
  await expect(viewer.page.getByText(striker!.name)).toBeVisible(SLOW)
  await expect(viewer.page.getByText('First choice up front')).toBeVisible()
  await expect(viewer.page.getByRole('button', { name: 'Save the shadow team' })).toHaveCount(0)
  await expect(viewer.page.getByLabel('Formation')).toBeDisabled()
  await shootAtBothSizes(viewer.page, 'shadow-team-viewer')

  // Offline at the ground: the scout's copy is saved with his shortlist, then the signal goes.
  await controlledByServiceWorker(scout.page)
  await apiCall(scout.page, 'POST', '/api/scout/setShortlist', { uid: winger!.uid, is_shortlisted: true })
  await scout.page.goto('/scout/shortlist')
  await expect(scout.page.getByRole('region', { name: 'Offline reading' })).toContainText(
    'Saved on this device',
    SLOW,
  )
  await scout.context.setOffline(true)
  await scout.page.goto('/scout/club/shadow-team')
  await expect(scout.page.getByText('No connection: the shadow team as saved on this device')).toBeVisible(
    SLOW,
  )
  await expect(scout.page.getByLabel(`Note on ${striker!.name}`)).toHaveValue('First choice up front')
  await scout.page.goto(`/scout/players/${winger!.uid}`)
  await writeReport(scout.page, '3', 'Monitor', 'Seen at the ground without a signal.')
  await expect(scout.page.getByRole('region', { name: 'Your scouting reports' })).toContainText(
    'waiting to sync',
    SLOW,
  )
  await scout.page
    .getByLabel('Comment for your club')
    .fill(`@${head.account.username} ask his club about the release clause`)
  await scout.page.getByRole('button', { name: 'Post the comment' }).click()
  await expect(
    scout.page.getByRole('list', { name: 'Comments' }).getByText('Saved on this device · waiting to sync'),
  ).toBeVisible(SLOW)
  await scout.context.setOffline(false)
  await expect
    .poll(
      async () => (await apiCall(scout.page, 'GET', `/api/scout/player/${winger!.uid}/comments`)).length,
      SLOW,
    )
    .toBe(1)
  // The head, named with @ in it, hears of it in his Inbox once it reached the server.
  await head.page.goto('/scout/inbox')
  await expect(head.page.getByText(`mentioned you on ${winger!.name}`)).toBeVisible(SLOW)
  await expect
    .poll(
      async () => (await apiCall(scout.page, 'GET', `/api/scout/reports?pid=${winger!.uid}`)).length,
      SLOW,
    )
    .toBe(1)
  const activity = await apiCall(head.page, 'GET', '/api/scout/workspace/activity')
  expect(
    activity.filter(
      (a: { kind: string; player: { uid: string } | null }) =>
        a.kind === 'commented' && a.player?.uid === winger!.uid,
    ),
  ).toHaveLength(1)
  for (const c of [head, scout, viewer]) await c.context.close()

  // An admin sees the club and its three members, nothing they wrote.
  const adminContext = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const admin = await adminContext.newPage()
  await signIn(admin, 'admin')
  await admin.goto('/admin/clubs')
  await expect(admin.getByRole('row', { name: new RegExp(clubName) })).toContainText('3', SLOW)
  await expectNoViolations(admin)
  await adminContext.close()
})
