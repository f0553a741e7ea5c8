import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './auth'
import { uploads } from './players-media'

// What admins publish (src/api/contract/schemas/site-content.ts): every kind in one table — the fields of a kind are
// its contract's, kept as JSON and checked by that contract on every write — and the audit log of every admin
// change. A picture is an uploads row (so a file without its item is swept).

export const siteContent = pgTable(
  'site_content',
  {
    uid: uuid('uid').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull().default(1),
    position: integer('position').notNull().default(0),
    fields: jsonb('fields').notNull(),
    /** Markdown bodies rendered once, at write time, to sanitised HTML. */
    bodyHtml: text('body_html'),
    slug: text('slug'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    picUpload: uuid('pic_upload').references(() => uploads.uid, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => accounts.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_content_kind_idx').on(t.kind, t.position),
    uniqueIndex('site_content_slug_key').on(t.kind, t.slug).where(sql`${t.slug} is not null`),
  ],
)

export const adminAudit = pgTable(
  'admin_audit',
  {
    uid: uuid('uid').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminUid: uuid('admin_uid').references(() => accounts.uid, { onDelete: 'set null' }),
    /** Kept as written: the audit outlives the admin's account. */
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    /** What was changed: a content kind ("agent"), "community member", "scout". */
    subject: text('subject').notNull(),
    subjectUid: uuid('subject_uid'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_at_idx').on(t.at)],
)
