import type { Mailer } from './adapters/mail'
import type { PaymentProvider } from './adapters/payments/index'
import type { Config } from './config'
import type { Database, Db } from './db/client'

// What route plugins reach through `app.deps`: created once in buildApp(), never a module-level singleton,
// so tests build as many independent apps as they like.
export interface Deps {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
  /** Undefined when payments are off (production without Stripe): checkouts answer 503. */
  payments: PaymentProvider | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
  }
}
