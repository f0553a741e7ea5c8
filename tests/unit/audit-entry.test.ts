import { describe, expect, it } from 'vitest'
import type { AuditRow } from '../../src/api/contract/schemas/admin'
import { auditAbout, auditAction, auditChanges } from '../../src/features/admin/audit-entry'

// The audit log's words for the rows the server keeps (tests/api/admin-audit.test.ts shows their shape): each
// names its record, and only an update or a move says what changed — in the screens' words, not the wire's.

const row = (part: Partial<AuditRow>): AuditRow => ({
  uid: 'u',
  at: '2026-05-01T10:00:00Z',
  admin: 'admin@example.com',
  action: 'create',
  subject: 'public_news',
  subject_uid: null,
  before: null,
  after: null,
  ...part,
})

describe('an audit row in words', () => {
  it('names a created news item by its title, with nothing field by field', () => {
    const created = row({ after: { title: 'Trial week in Lisbon', status: 'draft' } })
    expect(auditAction(created)).toBe('create public news item')
    expect(auditAbout(created)).toBe('“Trial week in Lisbon”')
    expect(auditChanges(created)).toBe('')
  })

  it('names a deleted member by name and address', () => {
    const deleted = row({
      action: 'delete',
      subject: 'community member',
      before: { name: 'Rosa Díaz', email: 'rosa@example.com' },
    })
    expect(`${auditAction(deleted)} ${auditAbout(deleted)}`).toBe(
      'delete community member “Rosa Díaz” (rosa@example.com)',
    )
  })

  it('says an answered enquiry’s player, scout, status and message in the screens’ words', () => {
    const about = { player: 'Lamine Yamal', scout: 'demo-scout' }
    const answered = row({
      action: 'answer',
      subject: 'enquiry',
      before: { ...about, status: 'in_review' },
      after: { ...about, status: 'answered', message: 'His club would consider it.' },
    })
    expect(`${auditAction(answered)} ${auditAbout(answered)}`).toBe(
      'answer enquiry about Lamine Yamal from demo-scout',
    )
    expect(auditChanges(answered)).toBe(
      'Status: In review → Answered; Message: “His club would consider it.”',
    )
  })

  it('names a testimonial by its author and the start of its quote, not by the role beside them', () => {
    const created = row({
      subject: 'testimonial',
      after: {
        author: 'Rui Costa',
        role: 'Head of recruitment, Primeira Liga club',
        quote:
          'We found our U18 left back through a game sheet typed on a tablet at a ground with no signal.',
      },
    })
    expect(`${auditAction(created)} ${auditAbout(created)}`).toBe(
      'create testimonial Rui Costa: “We found our U18 left back through a game…”',
    )
  })

  it('says nothing of a message a close did not carry (rows kept before it was left out)', () => {
    const about = { player: 'Lamine Yamal', scout: 'demo-scout' }
    const closed = row({
      action: 'close',
      subject: 'enquiry',
      before: { ...about, status: 'answered' },
      after: { ...about, status: 'closed', message: null },
    })
    expect(auditChanges(closed)).toBe('Status: Answered → Closed')
  })

  it('lists an update’s changed fields only, and a reorder names nothing', () => {
    const updated = row({
      action: 'update',
      before: { title: 'Lisbon', status: 'draft' },
      after: { title: 'Lisbon', status: 'published' },
    })
    expect(auditAbout(updated)).toBe('“Lisbon”')
    expect(auditChanges(updated)).toBe('State: Draft → Published')
    const reordered = row({ action: 'reorder', before: ['a', 'b'], after: ['b', 'a'] })
    expect([auditAbout(reordered), auditChanges(reordered)]).toEqual([null, ''])
  })
})
