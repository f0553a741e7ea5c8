import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type AlertWorker, alertWorker } from '../domain/alerts/alert-worker'

// Starts this server's alerts worker (domain/alerts/alert-worker.ts) and stops it when the app closes; never
// fails a request. `app.alerts.runNow()` runs a pass at once (tests, the bench).

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertWorker
  }
}

export const alertsPlugin = fp(async (app: FastifyInstance) => {
  const { config, db } = app.deps
  const worker = alertWorker(db, {
    secret: config.secret,
    publicUrl: config.publicUrl,
    log: (message, fields) => app.log.warn(fields, message),
  })
  app.addHook('onClose', async () => worker.stop())
  app.decorate('alerts', worker)
})
