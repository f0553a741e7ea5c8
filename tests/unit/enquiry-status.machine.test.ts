import { describe, expect, it } from 'vitest'
import {
  allowedEvents,
  type EnquiryEventType,
  type EnquiryStatus,
  enquiryStatuses,
  eventActor,
  eventTo,
  nextStatus,
} from '../../src/machines/enquiry-status.machine'

// Every state and every event of the enquiry chart (decision 0018): what is allowed, where it leads, who may send it.

const table: Record<EnquiryStatus, Partial<Record<EnquiryEventType, EnquiryStatus>>> = {
  new: { REVIEW: 'in_review', ANSWER: 'answered', DECLINE: 'declined', WITHDRAW: 'withdrawn' },
  in_review: { ANSWER: 'answered', DECLINE: 'declined', CLOSE: 'closed', WITHDRAW: 'withdrawn' },
  answered: { FOLLOW_UP: 'in_review', CLOSE: 'closed', WITHDRAW: 'withdrawn' },
  closed: {},
  declined: {},
  withdrawn: {},
}
const events = Object.keys(eventActor) as EnquiryEventType[]

describe('the enquiry status chart', () => {
  for (const from of enquiryStatuses)
    for (const event of events)
      it(`${from} + ${event} → ${table[from][event] ?? 'refused'}`, () => {
        expect(nextStatus(from, event)).toBe(table[from][event])
      })

  it('offers each side exactly its own allowed actions', () => {
    expect(allowedEvents('new', 'admin')).toEqual(['REVIEW', 'ANSWER', 'DECLINE'])
    expect(allowedEvents('new', 'scout')).toEqual(['WITHDRAW'])
    expect(allowedEvents('answered', 'scout')).toEqual(['WITHDRAW', 'FOLLOW_UP'])
    expect(allowedEvents('answered', 'admin')).toEqual(['CLOSE'])
    for (const final of ['closed', 'declined', 'withdrawn'] as const) {
      expect(allowedEvents(final, 'admin')).toEqual([])
      expect(allowedEvents(final, 'scout')).toEqual([])
    }
  })

  it('finds the admin event that leads to a wanted status, or none', () => {
    expect(eventTo('new', 'answered', 'admin')).toBe('ANSWER')
    expect(eventTo('answered', 'closed', 'admin')).toBe('CLOSE')
    expect(eventTo('closed', 'in_review', 'admin')).toBeUndefined()
    // Withdrawing is the scout's, never the admin's.
    expect(eventTo('new', 'withdrawn', 'admin')).toBeUndefined()
  })
})
