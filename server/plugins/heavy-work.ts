import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { poolSize, WorkerPool } from '../workers/worker-pool'

// The server's worker threads for files (decision 0067): PDFs drawn, CSV rows written, uploaded sheets read off the
// event loop, and on PostgreSQL a search's export pages and a club's import read and written by the threads
// themselves. One pool per server, stopped when the server closes (after its answers under way: graceful-shutdown.ts).

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: WorkerPool
  }
}

export const heavyWorkPlugin = fp(async (app: FastifyInstance, opts: { pool?: WorkerPool }) => {
  const pool = opts.pool ?? new WorkerPool(poolSize(), app.deps.database.url)
  app.decorate('heavyWork', pool)
  app.addHook('onClose', async () => pool.close())
})
