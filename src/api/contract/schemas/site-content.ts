import { z } from 'zod'
import { uid } from './common'

// The site content admins run (docs/spec.md#admin-calls) and the public site shows: one table of kinds, each with its
// path under /api/admin (the spec's spellings, odd ones included — docs/api/admin.md), its fields and how its
// items are ordered. Items of a list kind are ordered by `position` (admins reorder them); news items have a
// draft/published state and a publish date; `about` and `landing` are single pages.

const text = (label: string, max: number) =>
  z
    // A missing or null value is a field left empty, not a wrong type.
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} is text`) })
    .trim()
    .max(max, { message: `${label} is at most ${max} characters` })
const required = (label: string, max: number) => text(label, max).min(1, { message: `${label} is required` })
const optional = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((v) => v || null)
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https:\/\/|\/)/.test(v), {
    message: 'A link starts with https:// or /',
  })
  .nullish()
  .transform((v) => v || null)

export const imageTypes = ['landscape', 'portrait', 'square'] as const
export const newsStatuses = ['draft', 'published'] as const

const newsFields = {
  title: required('The title', 160),
  summary: optional('The summary', 400),
  /** Markdown; the server renders it to sanitised HTML (`body_html`). */
  body: optional('The text', 20_000),
  image_type: z.enum(imageTypes, { message: 'The picture is landscape, portrait or square' }).nullish(),
  // Published unless the admin chooses a draft: the form says an empty date publishes now.
  status: z.enum(newsStatuses, { message: 'A news item is a draft or published' }).default('published'),
  /** When it shows: a date-time; publishing without one publishes now. */
  published_at: z.iso.datetime({ offset: true, message: 'Use a date and time' }).nullish(),
}

/** Every content kind: its fields (a create takes them; an update any of them). */
export const contentFields = {
  agent: z.object({
    name: required('The name', 120),
    title: optional('The role', 120),
    region: optional('The region', 120),
    email: z.email({ message: 'Enter a valid email address' }).nullish().or(z.literal('')),
    phone: optional('The phone number', 40),
    bio: optional('The biography', 2_000),
  }),
  about_member: z.object({
    name: required('The name', 120),
    role: optional('The role', 120),
    bio: optional('The biography', 2_000),
  }),
  testimonial: z.object({
    author: required('The author', 120),
    role: optional('The role', 160),
    quote: required('The quote', 1_000),
  }),
  public_news: z.object(newsFields),
  scout_news: z.object(newsFields),
  faq: z.object({ question: required('The question', 300), answer: required('The answer', 4_000) }),
  advertisement: z.object({ title: required('The description', 160), link_url: link }),
  news_ad_banner: z.object({ title: required('The description', 160), link_url: link }),
  about: z.object({
    title: required('The title', 160),
    /** Markdown. */
    body: optional('The text', 20_000),
  }),
  landing: z.object({
    title: required('The title', 160),
    subtitle: optional('The subtitle', 400),
    cta_label: optional('The button text', 60),
    cta_href: link,
    highlight_1: optional('The first highlight', 200),
    highlight_2: optional('The second highlight', 200),
    highlight_3: optional('The third highlight', 200),
  }),
} as const

export type ContentKind = keyof typeof contentFields
export type ContentFields<K extends ContentKind> = z.output<(typeof contentFields)[K]>

export interface ContentKindInfo {
  kind: ContentKind
  /** Path under /api/admin for the list (GET, POST). */
  path: string
  /** The spec's path of one item, for PUT and DELETE (two kinds spell them differently: see the API doc). */
  itemPaths: { put: string; delete: string }
  label: string
  plural: string
  /** A single page (about, landing): GET and PUT (or POST) only. */
  single?: true
  /** Needs a picture (an advertisement is its image). */
  pictureRequired?: true
  /** Draft/published with a publish date. */
  news?: true
}

const list = (
  kind: ContentKind,
  path: string,
  label: string,
  plural: string,
  extra = {},
): ContentKindInfo => ({
  kind,
  path,
  itemPaths: { put: `${path}/:id`, delete: `${path}/:id` },
  label,
  plural,
  ...extra,
})

export const contentKinds: ContentKindInfo[] = [
  list('agent', 'agent', 'agent', 'agents'),
  {
    ...list('about_member', 'about/member/', 'team member', 'team members'),
    // The spec spells the update without the slash and the delete with it.
    itemPaths: { put: 'about/member:id', delete: 'about/member/:id' },
  },
  list('testimonial', 'media/testimonial', 'testimonial', 'testimonials'),
  list('public_news', 'media/public-news', 'public news item', 'public news', { news: true }),
  list('scout_news', 'media/scout-news', 'scout news item', 'scout news', { news: true }),
  list('faq', 'media/faq', 'question', 'FAQ'),
  list('advertisement', 'media/advertisement', 'advertisement', 'advertisements', { pictureRequired: true }),
  list('news_ad_banner', 'media/news-ad-banner', 'news banner', 'news banners', { pictureRequired: true }),
  { ...list('about', 'about', 'about page', 'about page'), single: true },
  { ...list('landing', 'media/landing', 'landing page', 'landing page'), single: true },
]

export const contentKind = (kind: ContentKind) => contentKinds.find((k) => k.kind === kind)!

/** An item as the admin API and the public site answer it. */
export interface ContentItem<F = Record<string, unknown>> {
  uid: string
  kind: ContentKind
  version: number
  position: number
  fields: F
  /** News and about: the Markdown body rendered to sanitised HTML. */
  body_html: string | null
  /** News: a readable URL segment from the title. */
  slug: string | null
  status: 'draft' | 'published'
  published_at: string | null
  pic: string | null
  thumb: string | null
  updated_at: string
}

/** PUT {kind}/order: the items' uids in their new order. */
export const reorderBody = z.object({ uids: z.array(uid).min(1).max(500) })

/** PUT news/{id} (spec: the banner): a news item's picture and how it is shaped. */
export const bannerFields = z.object({
  image_type: z.enum(imageTypes, { message: 'The picture is landscape, portrait or square' }).optional(),
})
