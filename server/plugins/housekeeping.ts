import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deleteExpiredRows } from '../domain/housekeeping/expired-rows'
import { applyRetention } from '../domain/privacy/retention'

// The hourly sweep of expired rows (domain/housekeeping/expired-rows.ts): once shortly after start, then every
// hour; never keeps the process alive, never fails a request. `app.housekeeping()` runs it now (tests, scripts).
// The daily retention job (domain/privacy/retention.ts) runs beside it, once shortly after start and then every
// day, and logs what it removed; `app.privacyRetention()` runs it now.

const HOUR = 3_600_000
const DAY = 24 * HOUR

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: () => ReturnType<typeof deleteExpiredRows>
    privacyRetention: () => ReturnType<typeof applyRetention>
  }
}

export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const run = () => deleteExpiredRows(app.deps.db)
  const quietly = () =>
    run().then(
      (deleted) => app.log.debug({ deleted }, 'expired rows deleted'),
      (err: unknown) => app.log.warn({ err: (err as Error).message }, 'sweep of expired rows failed'),
    )
  const retain = () => applyRetention(app.deps.db)
  const retainDaily = () =>
    retain().then(
      (removed) => app.log.info({ removed }, 'privacy retention applied'),
      (err: unknown) => app.log.warn({ err: (err as Error).message }, 'privacy retention failed'),
    )
  const timers = [
    setTimeout(quietly, 60_000).unref(),
    setInterval(quietly, HOUR).unref(),
    setTimeout(retainDaily, 90_000).unref(),
    setInterval(retainDaily, DAY).unref(),
  ]
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer)
  })
  app.decorate('housekeeping', run)
  app.decorate('privacyRetention', retain)
})
