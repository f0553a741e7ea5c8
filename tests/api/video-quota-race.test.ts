import { afterAll, beforeAll, expect, it } from 'vitest'
import { tinyMp4 } from '../fixtures/uploads/mp4'
import { multipart } from '../fixtures/uploads/multipart'
import { buildTestApp, type TestApp } from '../support/test-app'

// A member's video quota under uploads at once (two tabs, the outbox sending what waited): each video fits alone,
// not together — one is stored, the other refused with the numbers. On PostgreSQL they really run side by side,
// and a sum before the insert without a lock stored both past the quota.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ VIDEO_QUOTA_MB: '1' })
})
afterAll(() => t.close())

it('stores one of two videos sent at once that do not fit together', async () => {
  const member = await t.loginAs('community')
  const answers = await Promise.all(
    [0, 1].map(async () =>
      member.inject({
        method: 'POST',
        url: '/api/community/video',
        ...(await multipart(
          {},
          { field: 'video', data: tinyMp4(600_000), filename: 'clip.mp4', type: 'video/mp4' },
        )),
      }),
    ),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413])
  expect(answers.find((a) => a.statusCode === 413)!.json().message).toMatch(/does not fit/)
  const usage = (await member.inject({ url: '/api/community/video_usage' })).json().data
  expect(usage.used_bytes).toBeLessThanOrEqual(usage.quota_bytes)
})
