import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertEvents, rateLimits, sessions } from '../../server/db/schema/index'
import { buildTestApp, type TestApp } from '../support/test-app'

// Housekeeping sweeps expired sessions and spent rate-limit windows, and keeps live ones (docs/security.md).

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('housekeeping', () => {
  it('sweeps expired sessions and spent rate-limit windows, and keeps live ones', async () => {
    const live = await t.loginAs('community')
    const account = await t.createUser('community')
    const past = new Date(Date.now() - 60_000)
    await t.db.insert(sessions).values({
      id: '01900000-0000-7000-8000-00000000dead',
      tokenHash: 'expired-session-hash',
      accountUid: account.uid,
      role: 'community',
      expiresAt: past,
    })
    await t.db.insert(rateLimits).values({ key: 'spent-window', hits: 9, resetAt: past })
    const deleted = await t.app.housekeeping()
    expect(deleted.sessions).toBeGreaterThanOrEqual(1)
    expect(deleted.rateLimits).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-session-hash'))).toEqual(
      [],
    )
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'spent-window'))).toEqual([])
    expect((await live.inject({ url: '/api/community/token_login' })).statusCode).toBe(200)
  })

  it('sweeps alert events evaluated over a day ago, and keeps those still waiting', async () => {
    const subject = '01900000-0000-7000-8000-00000000beef'
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000)
    await t.db.insert(alertEvents).values([
      { id: '01900000-0000-7000-8000-0000000000a1', kind: 'game_sheet', subject, doneAt: twoDaysAgo },
      { id: '01900000-0000-7000-8000-0000000000a2', kind: 'game_sheet', subject, doneAt: new Date() },
    ])
    // Stopped first: the worker would evaluate a waiting event here.
    await t.app.alerts.stop()
    await t.db
      .insert(alertEvents)
      .values({ id: '01900000-0000-7000-8000-0000000000a3', kind: 'game_sheet', subject })
    await t.app.housekeeping()
    const left = await t.db
      .select({ id: alertEvents.id })
      .from(alertEvents)
      .where(eq(alertEvents.subject, subject))
    expect(left.map((e) => e.id).sort()).toEqual([
      '01900000-0000-7000-8000-0000000000a2',
      '01900000-0000-7000-8000-0000000000a3',
    ])
  })
})
