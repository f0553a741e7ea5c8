import zlib from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import { createMailer, type Mail, type Mailer } from './adapters/mail'
import { mailDelivery } from './adapters/mail-delivery'
import { createPaymentProvider } from './adapters/payments/index'
import { adminArea } from './areas/admin/index'
import { communityArea } from './areas/community/index'
import { appShellRoutes } from './areas/public/app-shell.routes'
import { formPageRoutes } from './areas/public/form-pages.routes'
import { publicArea } from './areas/public/index'
import { loadPageRenderer } from './areas/public/page-renderer'
import { publicPageRoutes } from './areas/public/pages.routes'
import { sandboxCheckoutRoutes } from './areas/public/sandbox-checkout.routes'
import { scoutArea } from './areas/scout/index'
import type { Config } from './config'
import type { Database } from './db/client'
import type { Deps } from './deps'
import { listenForEndedSessions } from './domain/accounts/session-listener'
import { logDestination } from './http/log-destination'
import { logSerializers } from './http/log-fields'
import { RequestLog } from './http/request-log'
import { alertsPlugin } from './plugins/alerts'
import { answerTimeLimitPlugin } from './plugins/answer-time-limit'
import { csrfPlugin } from './plugins/csrf'
import { errorsPlugin } from './plugins/errors'
import { exportLimitPlugin } from './plugins/export-limit'
import { heavyWorkPlugin } from './plugins/heavy-work'
import { housekeepingPlugin } from './plugins/housekeeping'
import { idempotencyPlugin } from './plugins/idempotency'
import { jsonBodyPlugin } from './plugins/json-body'
import { openApiPlugin } from './plugins/openapi'
import { rateLimitPlugin } from './plugins/rate-limit'
import { securityHeadersPlugin } from './plugins/security-headers'
import { sessionPlugin } from './plugins/session'
import { uploadsPlugin } from './plugins/uploads'
import { zodPlugin } from './plugins/zod'
import type { WorkerPool } from './workers/worker-pool'

// The whole server in one read: external plugins, our plugins, then the areas by role. Never listens —
// server/main.ts does, tests use app.inject().

export interface BuildOptions {
  config: Config
  database: Database
  mailer?: Mailer
  logger?: FastifyServerOptions['logger']
  /** Where the default (redacting) logger writes; stdout unless given. Tests read the logs from here. */
  logStream?: { write(line: string): void }
  /** Sees every route as it is registered: the route-table test walks them (docs/security.md). */
  onRoute?: (route: RouteOptions) => void
  /** The worker threads for files (tests give a pool of their own to stop a thread mid-task); one per app otherwise. */
  heavyWork?: WorkerPool
}

const UPLOAD_WINDOW_MS = 10 * 60_000

export async function buildApp(options: BuildOptions) {
  const { config, database } = options
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // What a line may say of a request, an answer or a body, secrets left out (http/log-fields.ts).
      serializers: logSerializers,
      // Standard output, in production in batches of 4 KB or a second (http/log-destination.ts).
      stream: options.logStream ?? logDestination(config.isProduction),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Receiving a whole request may take long on a stadium's weak link (a 10 MB picture at 1 Mbit/s is ~80 s);
    // slow-header attacks are bounded separately by Node's headersTimeout (60 s).
    // Answering it is bounded by plugins/answer-time-limit.ts.
    requestTimeout: UPLOAD_WINDOW_MS,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written when it is answered (the arrival line only at debug level).
    logController: new RequestLog(),
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  // API answers are per-user and never stored by a browser or a proxy, unless a route says otherwise (files,
  // the public site's ETag-validated reads set their own, which replaces this default). A callback hook: an
  // async one costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    done()
  })

  // Mail is queued in the database (adapters/mail.ts); with SMTP_URL the delivery queue sends it.
  const delivery = config.smtpUrl
    ? mailDelivery(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: (message, fields) => app.log.warn(fields, message),
      })
    : undefined
  app.addHook('onClose', async () => delivery?.stop())
  const mailQueued = (mail: Mail) => {
    delivery?.wake()
    // In development without SMTP, a kept mail's links are logged (a newcomer can finish a registration or a
    // password reset locally); production and test runs never log a live link.
    if (!delivery && config.env === 'development')
      app.log.info(
        { to: mail.to, subject: mail.subject, links: mail.text.match(/https?:\/\/\S+/g) ?? [] },
        'mail kept in the outbox (no SMTP_URL): follow its links from here',
      )
  }
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: options.mailer ?? createMailer(database.db, { onQueued: mailQueued }),
    payments: createPaymentProvider(config.payments),
  }
  app.decorate('deps', deps)

  await app.register(fastifyCookie)
  // API answers over 1 KB are compressed for clients that accept it (Brotli at a quality cheap enough per request,
  // else gzip); the SPA's assets come precompressed from dist/ (areas/public/app-shell.routes.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  })
  await app.register(errorsPlugin)
  // Answering is bounded (a database that hangs): 503 after HANDLER_TIMEOUT_MS, some routes the transfer window.
  await app.register(answerTimeLimitPlugin, { ms: config.handlerTimeoutMs, long: UPLOAD_WINDOW_MS })
  await app.register(jsonBodyPlugin) // JSON bodies nested past 64 levels: 400 before they are parsed
  await app.register(zodPlugin)
  await app.register(csrfPlugin, { secret: config.secret, secure: config.isProduction })
  // Sessions are remembered for seconds by each process (decision 0022). Servers and workers sharing a
  // PostgreSQL hear of sessions another one ended through its notifications, and remember nothing while they
  // cannot hear them (decision 0059).
  const remember = config.sessionMemory
  await app.register(sessionPlugin, { db: database.db, remember })
  if (remember && database.kind === 'pg' && config.databaseUrl) {
    const listener = listenForEndedSessions(config.databaseUrl, app.log)
    app.addHook('onClose', () => listener.close())
  }
  // The API reference, gathered from the routes as they register (outside production; the public area serves
  // it at /api/docs): before the areas, whose routes it describes.
  if (!config.isProduction) await app.register(openApiPlugin)
  await app.register(uploadsPlugin, { storage: config.storage })
  await app.register(rateLimitPlugin) // config.rateLimit on a route; before the areas (it wraps handlers)
  await app.register(exportLimitPlugin) // config.download: one file at a time per account, a few per process
  await app.register(heavyWorkPlugin, { pool: options.heavyWork }) // worker threads for PDFs, CSV text, sheets
  await app.register(housekeepingPlugin) // the hourly sweep of expired sessions, links, counters and keys
  await app.register(alertsPlugin) // raises the scouts' alerts from the evaluation queue, mails them
  await app.register(idempotencyPlugin) // Idempotency-Key on community writes; before the areas (they capture deps.db)

  await app.register(publicArea, { prefix: '/api' })
  await app.register(adminArea, { prefix: '/api/admin' })
  await app.register(communityArea, { prefix: '/api/community' })
  await app.register(scoutArea, { prefix: '/api/scout' })
  // The sandbox payment provider's hosted checkout page (a stand-in for Stripe's, outside /api like Stripe's).
  if (deps.payments?.name === 'sandbox') await app.register(sandboxCheckoutRoutes)
  // The public pages rendered on the server (decision 0044), when there is a build to render them with.
  const renderer = await loadPageRenderer(config.distDir, (err, url) =>
    app.log.error({ err, url }, 'public page not rendered: sent for the browser to render'),
  )
  if (renderer) {
    await app.register(publicPageRoutes, { renderer })
    // Contact, registration and sign-in as forms that post without JavaScript (decision 0066).
    await app.register(formPageRoutes, { renderer })
  }
  await app.register(appShellRoutes, { distDir: config.distDir, production: config.isProduction })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
