import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deleteExpiredRows } from '../domain/housekeeping/expired-rows'

// The hourly sweep of expired rows (domain/housekeeping/expired-rows.ts): once shortly after start, then every
// hour; never keeps the process alive, never fails a request. `app.housekeeping()` runs it now (tests, scripts).

const HOUR = 3_600_000

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: () => ReturnType<typeof deleteExpiredRows>
  }
}

export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const run = () => deleteExpiredRows(app.deps.db)
  const quietly = () =>
    run().then(
      (deleted) => app.log.debug({ deleted }, 'expired rows deleted'),
      (err: unknown) => app.log.warn({ err: (err as Error).message }, 'sweep of expired rows failed'),
    )
  const timers = [setTimeout(quietly, 60_000).unref(), setInterval(quietly, HOUR).unref()]
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer)
  })
  app.decorate('housekeeping', run)
})
