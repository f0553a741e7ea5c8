import { parentPort } from 'node:worker_threads'
import { DomainError } from '../domain/support/errors'
import { heavyTasks, type TaskName } from './heavy-tasks'
import type { FromWorker, ToWorker } from './worker-messages'

// A worker thread's whole life: take a task, run it, answer (worker-pool.ts). One task at a time; an uncaught
// failure ends the thread and the pool starts another.

const port = parentPort!

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
