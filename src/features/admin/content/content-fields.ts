import type { z } from 'zod'
import {
  type ContentKind,
  contentFields,
  imageTypes,
  newsStatuses,
} from '../../../api/contract/schemas/site-content'
import { excerpt } from '../../../ui/excerpt'

// A content kind's form, derived from its contract (one source for what a field is): long texts as text areas,
// the news state and picture shape as choices, the publish date as a date and time.

export interface ContentField {
  key: string
  label: string
  kind: 'text' | 'textarea' | 'select' | 'datetime' | 'email' | 'url'
  required: boolean
  options?: readonly [string, string][]
  hint?: string
}

const long = new Set(['body', 'bio', 'quote', 'answer', 'summary', 'subtitle'])
const labels: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  role: 'Role',
  region: 'Region',
  email: 'Email',
  phone: 'Phone',
  bio: 'Biography',
  author: 'Author',
  quote: 'Quote',
  summary: 'Summary',
  body: 'Text',
  image_type: 'Picture shape',
  status: 'State',
  published_at: 'Publish on',
  question: 'Question',
  answer: 'Answer',
  link_url: 'Link',
  subtitle: 'Subtitle',
  cta_label: 'Button text',
  cta_href: 'Button link',
  highlight_1: 'First highlight',
  highlight_2: 'Second highlight',
  highlight_3: 'Third highlight',
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A content field's name as the editor shows it (also in the audit log). */
export const fieldLabel = (key: string) => labels[key] ?? cap(key.replace(/_/g, ' '))

export function fieldsOfKind(kind: ContentKind): ContentField[] {
  const shape = (contentFields[kind] as z.ZodObject).shape
  return Object.entries(shape).map(([key, schema]) => {
    const required = !(schema as z.ZodType).safeParse(undefined).success
    const label = fieldLabel(key)
    if (key === 'status')
      return {
        key,
        label,
        kind: 'select',
        required: false,
        options: newsStatuses.map((s) => [s, cap(s)] as [string, string]),
      }
    if (key === 'image_type')
      return {
        key,
        label,
        kind: 'select',
        required: false,
        options: [['', 'Not set'], ...imageTypes.map((s) => [s, cap(s)] as [string, string])],
      }
    if (key === 'published_at')
      return { key, label, kind: 'datetime', required: false, hint: 'Leave empty to publish now' }
    if (key === 'email') return { key, label, kind: 'email', required }
    if (key === 'link_url' || key === 'cta_href')
      return { key, label, kind: 'url', required, hint: 'https://… or a page of this site such as /register' }
    return {
      key,
      label,
      kind: long.has(key) ? 'textarea' : 'text',
      required,
      hint:
        key === 'body'
          ? 'Markdown: **bold**, *italic*, [a link](https://…), blank line for a new paragraph'
          : undefined,
    }
  })
}

/** The line that names an item in a list. */
export const titleOfItem = (kind: string, fields: Record<string, unknown>) =>
  contentItemName(kind, fields) ?? 'Untitled'

const words = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * What a content item is called in the admin's list and in the audit log. A testimonial is its author and the
 * start of its quote — the role beside the author is the same for many quotes and tells them apart from nothing.
 */
export function contentItemName(kind: string, fields: Record<string, unknown>): string | undefined {
  if (kind === 'testimonial') {
    const author = words(fields.author)
    const quote = words(fields.quote)
    if (author && quote) return `${author}: “${excerpt(quote, 48)}”`
    return author ?? (quote ? `“${excerpt(quote, 48)}”` : undefined)
  }
  return ['title', 'name', 'question', 'author'].map((key) => words(fields[key])).find(Boolean)
}
