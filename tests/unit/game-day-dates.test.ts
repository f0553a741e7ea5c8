import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A game's day as every screen shows it (ui/dates.ts), read west of Greenwich, where a kick-off stored without
// its time (midnight UTC) would otherwise fall on the day before.

const zone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/New_York'
})
afterAll(() => {
  process.env.TZ = zone
})

describe('gameDay', () => {
  it('shows a kick-off without a time on its own day in any time zone', async () => {
    const { gameDay, dateOnly } = await import('../../src/ui/dates')
    const sameDay = new Date(Date.UTC(2026, 6, 19)).toLocaleDateString(undefined, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    })
    // The trap this avoids: the reader's zone puts midnight UTC on 18 July.
    expect(dateOnly('2026-07-19T00:00:00.000Z')).not.toBe(sameDay)
    expect(gameDay('2026-07-19T00:00:00.000Z')).toBe(sameDay)
    expect(gameDay('2026-07-19')).toBe(sameDay)
  })

  it('puts a timed kick-off on the reader’s calendar, where its time is shown', async () => {
    const { gameDay } = await import('../../src/ui/dates')
    // 01:00 UTC on 19 July is 21:00 on 18 July in New York.
    const local = new Date(Date.UTC(2026, 6, 18, 12)).toLocaleDateString(undefined, { dateStyle: 'medium' })
    expect(gameDay('2026-07-19T01:00:00.000Z')).toBe(local)
  })
})
