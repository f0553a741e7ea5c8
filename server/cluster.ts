import cluster, { type Worker } from 'node:cluster'
import type { Config } from './config'

// Every core: WEB_CONCURRENCY=N runs N HTTP workers sharing the port (node:cluster; the primary hands out the
// connections). Only with PostgreSQL: the embedded PGlite is one process owning its data directory, so with it
// the app runs in one process and says so. The primary prepares the database once (migrations, demo data)
// before forking, restarts a worker that dies, and on SIGTERM/SIGINT lets every worker drain and exit.

export interface Log {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

/** How many workers this configuration runs (1 = no cluster), and why when fewer than asked. */
export function workerCount(config: Pick<Config, 'webConcurrency' | 'databaseUrl'>): {
  count: number
  why?: string
} {
  if (config.webConcurrency <= 1) return { count: 1 }
  if (!config.databaseUrl)
    return {
      count: 1,
      why: 'WEB_CONCURRENCY ignored: the embedded PGlite database is one process owning its data directory; set DATABASE_URL to PostgreSQL to run several workers',
    }
  return { count: config.webConcurrency }
}

export const isWorker = () => cluster.isWorker

/** The primary's life: fork `count` workers, replace one that dies, stop them all on a signal. */
export function superviseWorkers(count: number, log: Log): void {
  let stopping = false
  const fork = () => cluster.fork()
  for (let i = 0; i < count; i++) fork()
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return
    log.warn({ worker: worker.id, code, signal }, 'worker stopped unexpectedly: starting another')
    fork()
  })
  for (const signalName of ['SIGTERM', 'SIGINT'] as const)
    process.on(signalName, () => {
      if (stopping) return
      stopping = true
      log.info(
        { signal: signalName, workers: Object.keys(cluster.workers ?? {}).length },
        'stopping the workers',
      )
      const workers = Object.values(cluster.workers ?? {}).filter(Boolean) as Worker[]
      let left = workers.length
      if (left === 0) process.exit(0)
      for (const worker of workers) {
        worker.once('exit', () => {
          if (--left === 0) process.exit(0)
        })
        // Each worker drains (graceful-shutdown.ts) on its own SIGTERM.
        worker.process.kill('SIGTERM')
      }
    })
  log.info({ workers: count }, 'cluster primary: workers share the port')
}
