import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Accounts of the three roles, their sessions, reset tokens, the mail outbox and the rate limiter's counters.
// All of it lives in the database so API instances stay stateless (docs/architecture.md#7-scale).

export const accounts = pgTable(
  'accounts',
  {
    uid: uuid('uid').primaryKey(),
    role: text('role', { enum: ['admin', 'community', 'scout'] }).notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    phone: text('phone'),
    organisation: text('organisation'),
    country: text('country'),
    bio: text('bio'),
    pic: text('pic'),
    disabled: boolean('disabled').notNull().default(false),
    /** When the owner proved the address (a self-registered scout follows the mailed link); null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last time the owner signed in (sessions end and are deleted; this stays for the admin's scout page). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** An admin deleted the account: it can never sign in again; what it wrote stays, attributed to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_role_email_key').on(t.role, t.email),
    uniqueIndex('accounts_username_key').on(sql`lower(${t.username})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'community', 'scout'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountUid)],
)

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  accountUid: uuid('account_uid')
    .notNull()
    .references(() => accounts.uid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Links that confirm a self-registered scout's address: single use, stored hashed, valid 24 hours. */
export const emailConfirmations = pgTable('email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  accountUid: uuid('account_uid')
    .notNull()
    .references(() => accounts.uid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers by name (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivered to the SMTP server. Without SMTP_URL mail stays here, unsent, readable by admins. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery tries so far; the queue (adapters/mail-delivery.ts) retries with backoff. */
    attempts: integer('attempts').notNull().default(0),
    /** When the queue may try (again); a claimed mail is leased by moving this forward. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up after the last retry: shown to admins, never sent. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
