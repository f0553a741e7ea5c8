import type { AuditRow } from '../../api/contract/schemas/admin'
import { contentKinds } from '../../api/contract/schemas/site-content'
import type { EnquiryStatus } from '../../machines/enquiry-status.machine'
import { statusLabel } from '../../ui/enquiry/enquiry-thread'
import { contentItemName, fieldLabel } from './content/content-fields'

// One audit row in words: what was done, to which record (by the name people know it by: a news item's title,
// a member's name and address, the player and scout of an enquiry), and what changed field by field. The row's
// before and after are what the server kept (server/domain/site-content/audit.ts); a create has only an after,
// a delete only a before, a reorder two lists of ids — those say nothing field by field.

type Fields = Record<string, unknown>

const fieldsOf = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A content kind by the name the editor gives it ("public news item"), else the subject as written. */
const subjectName = (subject: string) => contentKinds.find((k) => k.kind === subject)?.label ?? subject

/** "create public news item", "answer enquiry". */
export const auditAction = (row: AuditRow) => `${row.action} ${subjectName(row.subject)}`

/** The record the change was about, or null when the row names none (a reorder). */
export function auditAbout(row: AuditRow): string | null {
  const fields = fieldsOf(row.after) ?? fieldsOf(row.before)
  if (!fields) return null
  if (row.subject === 'enquiry') return `about ${text(fields.player)} from ${text(fields.scout)}`
  // A testimonial as its list names it: whose, and the start of what they said (content-fields.ts).
  const name = contentItemName(row.subject, fields)
  const email = text(fields.email)
  if (name && email) return `“${name}” (${email})`
  // A name that quotes already (a testimonial's) is not put in quotes twice.
  const quoted = name?.includes('“') ? name : name && `“${name}”`
  return quoted || (email ?? null)
}

/** "Status: New → Answered; Message: “…”" — only the fields that differ, when there was a before and an after. */
export function auditChanges(row: AuditRow): string {
  const before = fieldsOf(row.before)
  const after = fieldsOf(row.after)
  if (!before || !after) return ''
  return (
    Object.keys({ ...before, ...after })
      // Empty before and after is no change: a move without a message kept `message: null` ("Message: nothing").
      .filter((key) => shown(row.subject, key, before[key]) !== shown(row.subject, key, after[key]))
      .map((key) => {
        const was = shown(row.subject, key, before[key])
        const now = shown(row.subject, key, after[key]) || 'nothing'
        const label = labelOf(row.subject, key)
        return was ? `${label}: ${was} → ${now}` : `${label}: ${now}`
      })
      .join('; ')
  )
}

/** A field by the name its screen gives it (a news item's status is its "State", an enquiry's its "Status"). */
const labelOf = (subject: string, key: string) =>
  subject === 'enquiry' && key === 'status' ? 'Status' : fieldLabel(key)

/** A kept value as the screens word it: an enquiry's status by its label, a news state capitalised, yes or no. */
function shown(subject: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (key === 'status')
    return subject === 'enquiry' ? (statusLabel[value as EnquiryStatus] ?? String(value)) : cap(String(value))
  return `“${String(value)}”`
}
