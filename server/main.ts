import { buildApp } from './app'
import { loadConfig } from './config'
import { seedDemoData } from './db/seed/demo'
import { gracefulShutdown } from './graceful-shutdown'
import { openMigratedDatabase } from './start'

// config → database → app → listen. SIGTERM/SIGINT: drain (graceful-shutdown.ts), stop accepting, finish
// in-flight requests, close the database, exit 0.

const started = performance.now()
const config = loadConfig()
const database = await openMigratedDatabase(config)
const app = await buildApp({ config, database })
app.addHook('onClose', async () => {
  await database.close()
})
if (config.demoData) await seedDemoData(database.db, app.log, app.uploads.storage)

const drainAndClose = gracefulShutdown(app)
let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining in-flight requests')
    try {
      await drainAndClose()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(
  { url: config.publicUrl, database: database.kind, ms: Math.round(performance.now() - started) },
  'scouting app ready',
)
