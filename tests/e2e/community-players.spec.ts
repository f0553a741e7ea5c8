import type { Page } from '@playwright/test'
import { pdf, png } from '../fixtures/uploads/multipart'
import { expectNoViolations } from './a11y'
import { expect, test } from './fixtures'
import { signIn } from './foundation-helpers'
import { SLOW } from './patience'

// The player editor's own screens: the list's search and filters, inline validation, attributes, custom
// attributes, picture, gallery, reports and video moments played from their second — and no axe violations on
// any tab at tablet and phone width. Players are made through the screens; files are real (sharp PNG, a PDF, a
// WebM recorded by the browser itself).

test.setTimeout(180_000)
const tabs = ['Profile', 'Attributes', 'Gallery & documents', 'Video moments', 'Statistics']

async function newPlayer(page: Page, name: string) {
  await page.goto('/community/players/new')
  await page.getByRole('button', { name: 'Create player' }).click()
  // Nothing typed: the contract's message, inline, before anything is sent.
  await expect(page.getByText('Name is required')).toBeVisible()
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel(/^Height/).fill('300')
  await page.getByRole('button', { name: 'Create player' }).click()
  await expect(page.getByLabel(/^Height/)).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel(/^Height/).fill('181')
  await page.getByLabel(/^Date of birth/).fill('2008-03-14')
  await page.getByLabel(/^Preferred foot/).selectOption('left')
  await page.getByRole('button', { name: 'Create player' }).click()
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/community\/players\/[0-9a-f-]{36}$/)
  return page.url().split('/').at(-1) as string
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the players list and every editor tab have no axe violations at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page, 'community')
    await page.goto('/community/players')
    await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem').first()).toBeVisible(SLOW)
    await expectNoViolations(page)
    await page.getByRole('searchbox', { name: 'Search players' }).fill('Messi')
    await page.getByRole('link', { name: /Lionel Messi/ }).click(SLOW)
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).not.toContainText('Loading', SLOW)
      await expectNoViolations(page)
    }
    // The profile reads first; its form opens with "Edit profile".
    await page.getByRole('tab', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Edit profile' }).click()
    await expect(page.getByLabel(/^Name/)).toHaveValue('Lionel Messi')
    await expectNoViolations(page)
  })
}

test('search and filters narrow the list; an impossible age range is named', async ({
  communityPage: page,
}) => {
  await page.goto('/community/players')
  const rows = page.getByRole('list', { name: 'Players' }).getByRole('listitem')
  await page.getByRole('searchbox', { name: 'Search players' }).fill('Mesi')
  await expect(rows.filter({ hasText: 'Lionel Messi' })).toHaveCount(1, SLOW)
  await page.getByRole('searchbox', { name: 'Search players' }).fill('')
  await page.getByLabel('Position').selectOption('GK')
  await page.getByLabel('Youngest age').fill('30')
  await expect(rows.first()).toContainText('Goalkeeper', SLOW)
  // The age floor may land in a second answer after the position's: wait until no younger player is listed.
  await expect(rows.filter({ hasText: /\b(1\d|2\d) years/ })).toHaveCount(0, SLOW)
  for (const text of await rows.allInnerTexts())
    expect(Number(text.match(/(\d+) years/)?.[1])).toBeGreaterThanOrEqual(30)
  await page.getByLabel('Oldest age').fill('20')
  await expect(page.getByText('The lowest age is above the highest')).toBeVisible()
})

test('a player’s attributes, custom attributes, picture, gallery, report and video moments', async ({
  communityPage: page,
}) => {
  const name = `Tess Winger ${Date.now().toString(36)}`
  const uid = await newPlayer(page, name)
  await expect(page.getByRole('heading', { name })).toBeVisible()

  // Picture: upload shows the server's thumbnail; remove brings the initials back.
  await page
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await png(320, 320) })
  await expect(page.getByTestId('player-picture').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\//,
    SLOW,
  )
  await page.getByRole('button', { name: 'Remove picture' }).click()
  await expect(page.getByTestId('player-picture').locator('img')).toHaveCount(0, SLOW)

  // Attributes on the two scales, saved and read back after a reload.
  await page.getByRole('tab', { name: 'Attributes' }).click()
  await page.getByLabel('Pace (rating, 1 to 100)').fill('87')
  await page.getByText(/^Mental details/).click()
  await page.getByLabel('Vision (mental detail, 1 to 20)').fill('16')
  await page.getByRole('button', { name: 'Save attributes' }).click()
  await expect(page.getByText('Attributes saved.')).toBeVisible(SLOW)
  await page.getByLabel('Attribute', { exact: true }).fill('Weak foot')
  await page.getByLabel(/^Value/).fill('4 of 5')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Weak foot' })).toContainText('4 of 5', SLOW)
  await page.reload()
  await expect(page.getByLabel('Pace (rating, 1 to 100)')).toHaveValue('87', SLOW)
  await page.getByRole('button', { name: 'Remove Weak foot' }).click()
  await expect(page.getByText('Weak foot')).toHaveCount(0, SLOW)

  // Gallery and report.
  await page.getByRole('tab', { name: 'Gallery & documents' }).click()
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'match.png', mimeType: 'image/png', buffer: await png(400, 300) })
  await expect(page.getByRole('heading', { name: 'Gallery (1)' })).toBeVisible(SLOW)
  await page.getByLabel(/^Document name/).fill('Trial report')
  await page
    .getByLabel('Upload PDF')
    .setInputFiles({ name: 'r.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('link', { name: 'Trial report' })).toHaveAttribute(
    'href',
    /^\/api\/files\//,
    SLOW,
  )
  await page.getByRole('button', { name: 'Delete document Trial report' }).click()
  await expect(page.getByRole('heading', { name: 'PDF documents (0)' })).toBeVisible(SLOW)

  // Video: a WebM the browser records, two moments, and playback from the chosen one's second.
  await page.getByRole('tab', { name: 'Video moments' }).click()
  const webm = await recordWebm(page)
  await page
    .getByLabel('Upload MP4 or WebM')
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: webm })
  await expect(page.getByTestId('moment-video')).toBeVisible(SLOW)
  for (const [second, event] of [
    ['1', 'First touch'],
    ['3', 'Shot on goal'],
  ] as const) {
    await page.getByLabel('Second').fill(second)
    await page.getByLabel('Event').fill(event)
    await page.getByRole('button', { name: 'Tag moment' }).click()
    await expect(page.getByRole('button', { name: new RegExp(`^\\d+:\\d+ ${event}`) })).toContainText(
      name,
      SLOW,
    )
  }
  await page.getByRole('button', { name: /^0:03 Shot on goal/ }).click()
  await expect
    .poll(() => page.getByTestId('moment-video').evaluate((v: HTMLVideoElement) => v.currentTime), SLOW)
    .toBeGreaterThanOrEqual(3)
  expect(uid).toMatch(/^[0-9a-f-]{36}$/)
})

test('a player created offline waits on the device and reaches the list once the tablet is back online', async ({
  communityPage: page,
  context,
}) => {
  const name = `Offline Keeper ${Date.now().toString(36)}`
  await page.goto('/community/players/new')
  await expect(page.getByRole('button', { name: 'Create player' })).toBeVisible(SLOW)
  await context.setOffline(true)
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel(/^Main position/).selectOption('GK')
  await page.getByRole('button', { name: 'Create player' }).click()
  await expect(page.getByText('Saved on this device')).toBeVisible(SLOW)
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/community/player',
    { timeout: 60_000 },
  )
  await context.setOffline(false)
  expect((await sent).status()).toBe(201)
  await page.getByRole('link', { name: 'Back to the players' }).click()
  await page.getByRole('searchbox', { name: 'Search players' }).fill(name)
  const rows = page.getByRole('list', { name: 'Players' }).getByRole('listitem')
  await expect(rows).toHaveCount(1, SLOW)
  await expect(rows.first()).toContainText('Goalkeeper')
})

/** Records about four seconds of a canvas animation into a WebM in the page (a real, playable file). */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 90
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve
    })
    recorder.start()
    const started = performance.now()
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started
        ctx.fillStyle = `hsl(${(t / 10) % 360} 60% 40%)`
        ctx.fillRect(0, 0, 160, 90)
        if (t < 4200) requestAnimationFrame(draw)
        else resolve()
      }
      draw()
    })
    recorder.stop()
    await stopped
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()))
  })
  return Buffer.from(bytes)
}
