import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import type { Database } from '../db/client'
import { DomainError } from '../domain/support/errors'
import { heavyTasks, type TaskName } from './heavy-tasks'
import type { Progress, ThreadContext } from './tasks/thread-context'
import type { FromWorker, HeavyWorkerData, ToWorker } from './worker-messages'

// A worker thread's whole life: take a task, run it, answer (worker-pool.ts). One task at a time; an uncaught
// failure ends the thread and the pool starts another.

const port = parentPort!

// A file is never as urgent as an answer: the thread runs at a lower priority than the event loop that answers
// /api/health and the searches. On Linux a nice value belongs to a thread, so this lowers this thread alone; where
// the system refuses, the thread runs as before.
if (process.platform === 'linux')
  try {
    os.setPriority(10)
  } catch {}

/** Bytes go back by transfer, not copied: an output's own, or its fields' (a written page's pieces). */
function transferablesOf(output: unknown): ArrayBuffer[] {
  if (output instanceof Uint8Array) return [output.buffer as ArrayBuffer]
  if (typeof output !== 'object' || output === null) return []
  return Object.values(output).flatMap((field) =>
    Array.isArray(field)
      ? field.filter((v) => v instanceof Uint8Array).map((v) => v.buffer as ArrayBuffer)
      : [],
  )
}
const { databaseUrl } = workerData as HeavyWorkerData

/** A thread runs one task at a time; a task reads at most two things at once (an import's two kinds of values). */
const THREAD_CONNECTIONS = 2

/** The thread's own database handle, opened by its first task that reads (one connection while it runs). */
let database: Promise<Database> | undefined
const thread: ThreadContext = {
  async db() {
    if (!databaseUrl) throw new Error('This thread reads no database: the embedded one is the main thread’s')
    // Loaded here, not above: a thread that only draws PDFs never holds the database's modules.
    database ??= import('../db/client').then(({ openDatabase }) =>
      openDatabase({ databaseUrl, connections: THREAD_CONNECTIONS }),
    )
    return (await database).db
  },
}

/**
 * A task's function, its module loaded the first time. A module that cannot be loaded ends the thread, as one it
 * could not start with did: the pool then fails the task in words ("The server stopped while preparing this
 * file…", 503) and starts a fresh thread, where an error answered as the task's own would be a bare 500.
 */
function taskOf(task: string) {
  return heavyTasks[task as TaskName]().catch((error: unknown) => {
    process.nextTick(() => {
      throw error
    })
    return new Promise<never>(() => {})
  }) as Promise<(input: unknown, progress: Progress, thread: ThreadContext) => unknown>
}

port.on('message', async ({ id, task, input }: ToWorker) => {
  const say = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
  try {
    const run = await taskOf(task)
    const output = await run(
      input,
      (done, total, stage) => say({ id, type: 'progress', done, total, stage }),
      thread,
    )
    say({ id, type: 'done', output }, transferablesOf(output))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    say({
      id,
      type: 'failed',
      message,
      ...(error instanceof DomainError ? { domain: { kind: error.kind, code: error.code } } : {}),
    })
  }
})
