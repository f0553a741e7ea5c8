import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { poolSize, WorkerPool } from '../workers/worker-pool'

// The server's worker threads for files (decision 0067): PDFs drawn, CSV rows written, uploaded sheets read off the
// event loop, and on PostgreSQL a search's export pages read by the threads themselves. One pool per server, stopped when the server closes (after its answers under way: graceful-shutdown.ts).

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: WorkerPool
  }
}

export const heavyWorkPlugin = fp(async (app: FastifyInstance, opts: { pool?: WorkerPool }) => {
  const { database, config } = app.deps
  const pool =
    opts.pool ?? new WorkerPool(poolSize(), database.kind === 'pg' ? config.databaseUrl : undefined)
  app.decorate('heavyWork', pool)
  app.addHook('onClose', async () => pool.close())
})
