import { createHmac } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { keptSecret } from './kept-secret'

// The environment, parsed once. Every variable is listed in the README's configuration table.

/** The value earlier releases used when SESSION_SECRET was unset: published, so refused in production. */
export const DEFAULT_SECRET = 'dev-only-secret-change-me-in-production-0000'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // This machine only unless asked: HOST=0.0.0.0 lets tablets on the club's network (or a container's port) in.
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z
    .string()
    .refine((s) => s.trim().length >= 32 && new Set(s).size >= 8, {
      message:
        'SESSION_SECRET must be at least 32 characters of random text (not spaces, not one character repeated)',
    })
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scoutline <no-reply@scoutline.local>'),
  CONTACT_EMAIL: z.string().default('contact@scouting.local'),
  UPLOAD_DIR: z.string().optional(),
  STORAGE_URL: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
  VIMEO_TOKEN: z.string().optional(),
  VIDEO_QUOTA_MB: z.coerce.number().int().min(1).default(5120),
  EXPORT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HANDLER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).optional(),
  SESSION_MEMORY: z.enum(['on', 'off']).optional(),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  secret: string
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  /** Where scouts' contact messages are mailed (the provider's address). */
  contactEmail: string
  uploadDir: string
  /**
   * Where uploaded files live (adapters/storage/): the local folder `uploadDir` (one server), or a bucket of an
   * S3-compatible store when STORAGE_URL is set (any number of servers).
   */
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3'
        bucket: string
        prefix: string
        endpoint: string | undefined
        region: string
        credentials?: { accessKeyId: string; secretAccessKey: string }
      }
  vimeoToken: string | undefined
  /** How much local video each community member may store. */
  videoQuotaBytes: number
  /**
   * Who takes payments: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the built-in sandbox (test cards
   * only), which production runs only when PAYMENTS_SANDBOX=true (a staging site); else none (503).
   */
  payments:
    | { provider: 'stripe'; secretKey: string; webhookSecret: string }
    | { provider: 'sandbox'; webhookSecret: string }
    | { provider: 'none' }
  logLevel: string
  /** The longest a request may take to be answered (a hung database included) before it gets 503. */
  handlerTimeoutMs: number
  /**
   * Tests only (NODE_ENV=test): a pause after each batch of rows an export writes, so a test watches a long export's
   * progress and cancels it on a small table: paused after each 100 rows; 0, and always 0 outside tests.
   */
  exportPauseMs: number
  trustProxy: boolean
  /** Demo data and demo accounts: never in production. */
  demoData: boolean
  distDir: string
  /** HTTP worker processes sharing the port (node:cluster); PostgreSQL only — PGlite owns its data directory. */
  webConcurrency: number
  /**
   * PostgreSQL: connections of the name search's pool in each process (decision 0070). By default the machine's
   * cores + 1, shared by its WEB_CONCURRENCY processes: searches are CPU-bound statements, and more of them at
   * once than the database has cores only preempt each other.
   */
  searchConnections: number
  /**
   * Sessions found are remembered by the process for seconds (decision 0022). On by default: on PostgreSQL each
   * process hears of sessions another one ended through the database's notifications (decision 0059).
   * SESSION_MEMORY=off looks every session up, for a database whose notifications cannot be listened to
   * (a pooler in transaction mode, such as PgBouncer's, does not pass LISTEN on).
   */
  sessionMemory: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  if (isProduction && (!e.SESSION_SECRET || e.SESSION_SECRET === DEFAULT_SECRET)) {
    throw new Error(
      'Refusing to start in production with the default SESSION_SECRET: set a random one of 32+ characters',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  // Outside production without one: a random secret made once and kept in the data directory (kept-secret.ts).
  const secret = e.SESSION_SECRET ?? keptSecret(dataDir)
  const uploadDir = path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads'))
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    secret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    uploadDir,
    storage: storageConfig(e, uploadDir),
    vimeoToken: e.VIMEO_TOKEN,
    videoQuotaBytes: e.VIDEO_QUOTA_MB * 1024 * 1024,
    payments: paymentsConfig(e, secret, isProduction),
    logLevel: e.LOG_LEVEL,
    handlerTimeoutMs: e.HANDLER_TIMEOUT_MS,
    exportPauseMs: e.NODE_ENV === 'test' ? e.EXPORT_PAUSE_MS : 0,
    trustProxy: e.TRUST_PROXY,
    demoData: !isProduction && e.DEMO_DATA !== 'false',
    distDir: path.resolve('dist'),
    webConcurrency: e.WEB_CONCURRENCY,
    searchConnections:
      e.DATABASE_SEARCH_CONNECTIONS ?? Math.ceil((os.availableParallelism() + 1) / e.WEB_CONCURRENCY),
    sessionMemory: e.SESSION_MEMORY !== 'off',
  }
}

function paymentsConfig(
  e: z.infer<typeof envSchema>,
  secret: string,
  isProduction: boolean,
): Config['payments'] {
  if (e.STRIPE_SECRET_KEY) {
    if (!e.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks could not be verified',
      )
    return { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
  }
  if (isProduction && e.PAYMENTS_SANDBOX !== 'true') return { provider: 'none' }
  // The sandbox signs its webhooks with a key derived from the session secret: never a constant in the code.
  const webhookSecret = `whsec_${createHmac('sha256', secret).update('payments-sandbox-webhook').digest('base64url')}`
  return { provider: 'sandbox', webhookSecret }
}

/** `STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…`: a bucket; unset: the local upload folder. */
function storageConfig(e: z.infer<typeof envSchema>, uploadDir: string): Config['storage'] {
  if (!e.STORAGE_URL) return { kind: 'local', dir: uploadDir }
  const url = URL.canParse(e.STORAGE_URL) ? new URL(e.STORAGE_URL) : undefined
  if (url?.protocol !== 's3:' || !url.hostname)
    throw new Error('STORAGE_URL must look like s3://bucket?endpoint=https://…&region=… (or be unset)')
  const endpoint = url.searchParams.get('endpoint') ?? undefined
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`STORAGE_URL's endpoint must be an http(s) address, not "${endpoint}"`)
  if (!e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY)
    throw new Error('Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for STORAGE_URL, or neither')
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? e.AWS_REGION ?? 'us-east-1',
    ...(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY } }
      : {}),
  }
}
