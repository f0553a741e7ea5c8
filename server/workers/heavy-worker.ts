import os from 'node:os'
import { parentPort } from 'node:worker_threads'
import { DomainError } from '../domain/support/errors'
import { heavyTasks, type TaskName } from './heavy-tasks'
import type { FromWorker, ToWorker } from './worker-messages'

// A worker thread's whole life: take a task, run it, answer (worker-pool.ts). One task at a time; an uncaught
// failure ends the thread and the pool starts another.

const port = parentPort!

// A file is never as urgent as an answer: the thread runs at a lower priority than the event loop that answers
// /api/health and the searches. On Linux a nice value belongs to a thread, so this lowers this thread alone; where
// the system refuses (or applies it to the whole process, as some do), the thread runs as before.
if (process.platform === 'linux')
  try {
    os.setPriority(10)
  } catch {}

port.on('message', async ({ id, task, input }: ToWorker) => {
  const say = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
  try {
    const run = heavyTasks[task as TaskName] as (
      input: unknown,
      progress: (done: number, total: number) => void,
    ) => unknown
    const output = await run(input, (done, total) => say({ id, type: 'progress', done, total }))
    // Bytes go back by transfer, not copied.
    const transfer = output instanceof Uint8Array ? [output.buffer as ArrayBuffer] : []
    say({ id, type: 'done', output }, transfer)
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
