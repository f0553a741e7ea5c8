import { tinyMp4 } from '../fixtures/uploads/mp4'
import { pdf, png } from '../fixtures/uploads/multipart'
import { expectFitsTheScreen, expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { SLOW } from './patience'
import { apiCall } from './requests'

// Media the API keeps beside records other than players: a club's gallery and video moments on the club's
// page, a game's written reports on the game's page. And an upload on a slow line: its bytes and percentage
// show as it goes, and Cancel stops it with nothing kept.

test.setTimeout(120_000)

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a club's gallery and a game's reports are kept from their pages at ${viewport.width}px`, async ({
    communityPage: page,
  }) => {
    await page.setViewportSize(viewport)
    const run = `${viewport.width}${Date.now().toString(36)}`
    const club = await apiCall(page, 'POST', '/api/community/club', { name: `Gallery FC ${run}` })
    await page.goto(`/community/data/club/${club.uid}`)
    const gallery = page.getByRole('region', { name: /^Gallery/ })
    await expect(gallery).toContainText('No images yet.', SLOW)
    await gallery
      .getByLabel('Add images')
      .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: await png(320, 200) })
    await expect(page.getByText('stand.png added to the gallery.')).toBeVisible(SLOW)
    await expect(gallery.getByRole('img', { name: 'stand.png' })).toBeVisible(SLOW)
    await expect(page.getByRole('region', { name: 'Video moments' })).toContainText('No moments tagged yet.')
    await expectFitsTheScreen(page)
    await expectNoViolations(page)

    const cup = await apiCall(page, 'POST', '/api/community/tournament', { name: `Report Cup ${run}` })
    const teams = []
    for (const side of ['Home', 'Away'])
      teams.push(
        await apiCall(page, 'POST', '/api/community/team', { name: `${side} ${run}`, tournamentId: cup.uid }),
      )
    const game = await apiCall(page, 'POST', '/api/community/game', {
      team_array: teams.map((t) => t.uid),
      tournament_id: cup.uid,
      date: '2026-10-03',
    })
    await page.goto(`/community/games/${game.uid}`)
    const reports = page.getByRole('region', { name: /^PDF documents/ })
    await reports.getByLabel(/^Document name/).fill('Match report')
    await reports
      .getByLabel('Upload PDF')
      .setInputFiles({ name: 'r.pdf', mimeType: 'application/pdf', buffer: pdf })
    await expect(reports.getByRole('link', { name: 'Match report' })).toBeVisible(SLOW)
    await expectFitsTheScreen(page)
    await expectNoViolations(page)
    await reports.getByRole('button', { name: 'Delete document Match report' }).click()
    await expect(reports).toContainText('No PDF documents yet.', SLOW)
  })
}

test('an upload on a slow line shows its progress and can be cancelled, keeping nothing', async ({
  communityPage: page,
}) => {
  const player = await apiCall(page, 'POST', '/api/community/player', {
    name: `Slow Line ${Date.now().toString(36)}`,
  })
  const usage = async () => {
    const r = await page.request.get('/api/community/video_usage')
    return (await r.json()).data.used_bytes as number
  }
  const before = await usage()
  await page.goto(`/community/players/${player.uid}?tab=video`)
  // The page is open before the line slows down, as at a stadium: throttling switched on while the page's own
  // code was still arriving (a loaded machine, the full suite) left it at "Loading the page" in two runs.
  const upload = page.getByLabel('Upload MP4 or WebM')
  await expect(upload).toBeAttached(SLOW)
  // A stadium's uplink: about 64 KB a second, so a 1.5 MB video takes long enough to watch and stop.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 1_000_000,
    uploadThroughput: 64 * 1024,
  })
  await upload.setInputFiles({ name: 'match.mp4', mimeType: 'video/mp4', buffer: tinyMp4(1_500_000) })
  const progress = page.getByRole('status').filter({ hasText: 'Uploading match.mp4' })
  await expect(progress).toContainText(/Uploading match\.mp4: [\d.]+ (KB|MB) of 1\.4 MB \(\d+ %\)/, SLOW)
  await expect(progress).not.toContainText('(0 %)', SLOW)
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(page.getByText('Upload cancelled: nothing was kept.')).toBeVisible(SLOW)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  expect(await usage()).toBe(before)
  await expect(page.getByTestId('sync-indicator').first()).toContainText('All synced')
})
