import { buildApp } from './app'
import { seedDemoData } from './cli/seed/demo'
import { isWorker, superviseWorkers, workerCount } from './cluster'
import { loadConfig } from './config'
import { gracefulShutdown } from './graceful-shutdown'
import { openMigratedDatabase } from './start'

// config → database → app → listen. SIGTERM/SIGINT: drain (graceful-shutdown.ts), stop accepting, finish
// in-flight requests, close the database, exit 0. With WEB_CONCURRENCY>1 on PostgreSQL (cluster.ts) this
// process is the primary: it prepares the database once and forks the workers, each of which runs the app.

const started = performance.now()
const config = loadConfig()
const { count: workers, why } = workerCount(config)

/** The primary's few lines, in the app's JSON log shape (it runs no Fastify of its own). */
const primaryLog = {
  info: (fields: object, msg: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), ...fields, msg })),
  warn: (fields: object, msg: string) =>
    console.log(JSON.stringify({ level: 40, time: Date.now(), ...fields, msg })),
}

if (workers > 1 && !isWorker()) {
  const database = await openMigratedDatabase(config)
  if (config.demoData) {
    const seeder = await buildApp({ config, database })
    await seedDemoData(database.db, seeder.log, seeder.uploads.storage)
    await seeder.close()
  }
  await database.close()
  superviseWorkers(workers, primaryLog)
} else {
  const database = await openMigratedDatabase(config)
  const app = await buildApp({ config, database })
  app.addHook('onClose', async () => {
    await database.close()
  })
  if (why) app.log.warn(why)
  // Workers find the database prepared by the primary.
  if (config.demoData && !isWorker()) await seedDemoData(database.db, app.log, app.uploads.storage)

  const drainAndClose = gracefulShutdown(app)
  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down: draining in-flight requests')
      try {
        await drainAndClose()
        // The last line: written on the way out with any lines still gathered (http/log-destination.ts).
        app.log.info({ signal }, 'stopped: every request answered, database closed')
        process.exit(0)
      } catch (err) {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      }
    })
  }

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      ...(isWorker() ? { worker: process.pid } : {}),
      ms: Math.round(performance.now() - started),
    },
    'scouting app ready',
  )
}
