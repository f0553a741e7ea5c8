import { afterEach, describe, expect, it } from 'vitest'
import { calendarDay, dateOnly } from '../../src/ui/dates'

// A date of birth is a calendar day: the same day wherever the reader is, unlike a moment.

const zone = process.env.TZ
afterEach(() => {
  process.env.TZ = zone
})

describe('calendarDay', () => {
  it('writes the day as given in every time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Honolulu', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = tz
      expect(calendarDay('1998-12-20'), tz).toBe(
        new Date(Date.UTC(1998, 11, 20)).toLocaleDateString(undefined, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }),
      )
      expect(calendarDay('1998-12-20'), tz).toMatch(/20/)
    }
  })

  it('is needed: a moment written in Los Angeles is the day before', () => {
    process.env.TZ = 'America/Los_Angeles'
    expect(dateOnly('1998-12-20')).not.toBe(calendarDay('1998-12-20'))
  })
})
