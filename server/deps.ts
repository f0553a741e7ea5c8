import type { Mailer } from './adapters/mail'
import type { Config } from './config'
import type { Database, Db } from './db/client'

// What route plugins reach through `app.deps`: created once in buildApp(), never a module-level singleton,
// so tests build as many independent apps as they like.
export interface Deps {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
  }
}
