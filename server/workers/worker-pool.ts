import os from 'node:os'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import { DomainError, type DomainErrorKind } from '../domain/support/errors'
import type { TaskInput, TaskName, TaskOutput } from './heavy-tasks'
import type { FromWorker, HeavyWorkerData, ToWorker } from './worker-messages'

// A few threads that draw PDFs, write CSV text and read uploaded sheets, so the event loop that answers
// /api/health and the searches never waits behind one (decision 0067). Bounded: one thread per core the process
// may use (at least 1, at most 4) and a queue before them, started when first needed (a server that never draws a
// file never loads pdfkit in a thread); a task whose request went away leaves the queue, or stops its
// thread (the only way to stop synchronous work) and a fresh one takes its place. A thread that dies mid-task
// fails that task in words and is replaced; the next task runs as usual.

export interface RunOptions {
  /** The request went away (a cancelled download, a closed connection): the task is dropped or stopped. */
  signal?: AbortSignal
  /** What a long task has done so far, of how much. */
  onProgress?: (done: number, total: number, stage?: string) => void
  /** Buffers handed to the thread rather than copied (an uploaded file). */
  transfer?: ArrayBuffer[]
  /**
   * Tasks of one lane run one at a time, in the order asked: the pages of the exports under way (each its query and
   * its writing) then hold one core between them however many exports run, and the other is the answers'
   * (decision 0067: two at once on two cores delayed /api/health behind the database and the threads).
   */
  lane?: string
  /**
   * After each task of its lane, the lane rests this share of the time the task took before the next starts (0.5:
   * busy two thirds of the time at most), leaving the cores to the answers between the pages of the exports.
   */
  laneRest?: number
}

interface Job {
  id: number
  startedAt?: number
  message: ToWorker
  transfer: ArrayBuffer[]
  options: RunOptions
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  onAbort?: () => void
}

interface Slot {
  worker: Worker
  job?: Job
}

const entry = new URL('./heavy-worker-entry.mjs', import.meta.url)

/**
 * The thread's flags: this process's, less profiling and debugging ones, and less tsx's hooks, which the entry
 * registers itself (heavy-worker-entry.mjs) — registered twice they would read every module twice over.
 */
function workerExecArgv() {
  const kept: string[] = []
  const argv = process.execArgv
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--cpu-prof') || arg.startsWith('--inspect') || arg.includes('tsx')) continue
    // A flag whose value is tsx's (`--import tsx`, `--require …/tsx/…`): both go.
    if (
      /^(--import|--require|-r|--loader|--experimental-loader)$/.test(arg) &&
      argv[i + 1]?.includes('tsx')
    ) {
      i++
      continue
    }
    kept.push(arg)
  }
  return kept
}

/** The flags a Worker's refusal names ("Initiated Worker with invalid execArgv flags: --a, --b"). */
const refusedFlags = (error: unknown): string[] =>
  (error as { code?: string }).code === 'ERR_WORKER_INVALID_EXEC_ARGV'
    ? ((error as Error).message.split(': ')[1]?.split(', ') ?? [])
    : []

/**
 * `flags` less the `refused`, each with its value when that is the next element (`--title x`): a value left
 * behind would end Node's reading of the thread's flags there, and every flag after it would be dropped unsaid.
 */
function withoutFlags(flags: string[], refused: string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i]!
    if (!refused.includes(flag)) kept.push(flag)
    else if (!flag.includes('=') && flags[i + 1] !== undefined && !flags[i + 1]!.startsWith('-')) i++
  }
  return kept
}

/**
 * A thread started with the process's flags that a thread takes, and those flags. V8's options and the process's
 * own (`--max-old-space-size`, `--trace-gc`, `--title`) apply to every thread already, and Node refuses a Worker
 * given one (ERR_WORKER_INVALID_EXEC_ARGV): a server started with `--max-old-space-size`, as operators do, failed
 * every PDF and export. Node names the refused flags only in its refusal, so they are read from it and left out.
 */
function startThread(
  flags: string[],
  options: Omit<WorkerOptions, 'execArgv'>,
): { worker: Worker; flags: string[] } {
  for (;;) {
    try {
      return { worker: new Worker(entry, { ...options, execArgv: flags }), flags }
    } catch (error) {
      const kept = withoutFlags(flags, refusedFlags(error))
      if (kept.length === flags.length) throw error
      flags = kept
    }
  }
}

export const poolSize = () => Math.max(1, Math.min(4, os.availableParallelism()))

const crashed = () =>
  new DomainError(
    'unavailable',
    'The server stopped while preparing this file. Nothing was saved: try again.',
    'WORKER_FAILED',
    undefined,
    5,
  )

const cancelled = () => new DomainError('unavailable', 'Cancelled', 'CANCELLED')

export class WorkerPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1
  private closed = false
  /** Lanes resting after their last task (RunOptions.laneRest), until when. */
  private readonly resting = new Map<string, number>()
  /** The flags its threads start with, once the first has started (startThread). */
  private threadFlags: string[] | undefined

  /**
   * `databaseUrl`: a PostgreSQL server the threads may read themselves (a search's export pages: decision 0067);
   * none with the embedded database, whose one instance lives on the main thread.
   */
  constructor(
    readonly size = poolSize(),
    private readonly databaseUrl?: string,
  ) {}

  /** Whether a thread can read the database itself (PostgreSQL), or must be handed what it writes. */
  get readsDatabase() {
    return this.databaseUrl !== undefined
  }

  /** Runs `task` on a free thread (or after the ones queued before it); rejects with a DomainError in words. */
  run<K extends TaskName>(task: K, input: TaskInput<K>, options: RunOptions = {}): Promise<TaskOutput<K>> {
    if (this.closed) return Promise.reject(crashed())
    if (options.signal?.aborted) return Promise.reject(cancelled())
    return new Promise((resolve, reject) => {
      const id = this.nextId++
      const job: Job = {
        id,
        message: { id, task, input },
        transfer: options.transfer ?? [],
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
      }
      if (options.signal) {
        job.onAbort = () => this.abort(job)
        options.signal.addEventListener('abort', job.onAbort, { once: true })
      }
      this.queue.push(job)
      this.dispatch()
    })
  }

  /** Stops every thread; queued and running tasks fail. Called when the server closes. */
  async close() {
    this.closed = true
    for (const job of this.queue.splice(0)) this.settle(job, crashed())
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        if (slot.job) this.settle(slot.job, crashed())
        slot.job = undefined
        await slot.worker.terminate()
      }),
    )
  }

  /** Threads busy and tasks waiting: what a test or a log line may ask. */
  get load() {
    return { busy: this.slots.filter((s) => s.job).length, queued: this.queue.length }
  }

  /** The threads themselves (tests stop one mid-task to see the pool survive it). */
  get threads(): readonly Worker[] {
    return this.slots.map((s) => s.worker)
  }

  private spawn(): Slot {
    const { worker, flags } = startThread(this.threadFlags ?? workerExecArgv(), {
      workerData: { databaseUrl: this.databaseUrl } satisfies HeavyWorkerData,
    })
    this.threadFlags = flags
    const slot: Slot = { worker }
    this.slots.push(slot)
    worker.unref()
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message))
    // An uncaught error in the thread ends it: 'exit' follows and replaces it.
    worker.on('error', () => {})
    worker.on('exit', () => this.onExit(slot))
    return slot
  }

  /** The first queued task whose lane is free. */
  private nextJob() {
    const busy = new Set(this.slots.map((s) => s.job?.options.lane).filter(Boolean))
    for (const [lane, until] of this.resting) if (until > performance.now()) busy.add(lane)
    return this.queue.findIndex((job) => !job.options.lane || !busy.has(job.options.lane))
  }

  private dispatch() {
    for (let next = this.nextJob(); next >= 0; next = this.nextJob()) {
      const slot =
        this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined)
      if (!slot) return
      const [job] = this.queue.splice(next, 1) as [Job]
      slot.job = job
      job.startedAt = performance.now()
      slot.worker.postMessage(job.message, job.transfer)
    }
  }

  private onMessage(slot: Slot, message: FromWorker) {
    const job = slot.job
    if (!job || job.id !== message.id) return
    if (message.type === 'progress')
      return job.options.onProgress?.(message.done, message.total, message.stage)
    slot.job = undefined
    this.rest(job)
    if (message.type === 'done') this.settle(job, undefined, message.output)
    else
      this.settle(
        job,
        message.domain
          ? new DomainError(message.domain.kind as DomainErrorKind, message.message, message.domain.code)
          : new Error(message.message),
      )
    this.dispatch()
  }

  /** A thread ended (crashed, or stopped for a cancelled task): its task fails, and the next task gets a new one. */
  private onExit(slot: Slot) {
    const index = this.slots.indexOf(slot)
    if (index >= 0) this.slots.splice(index, 1)
    if (slot.job) this.settle(slot.job, crashed())
    slot.job = undefined
    if (!this.closed) this.dispatch()
  }

  private abort(job: Job) {
    const queued = this.queue.indexOf(job)
    if (queued >= 0) {
      this.queue.splice(queued, 1)
      return this.settle(job, cancelled())
    }
    const slot = this.slots.find((s) => s.job === job)
    if (!slot) return
    // Synchronous work cannot be interrupted: the thread is stopped, and the next task starts a fresh one.
    this.settle(job, cancelled())
    slot.job = undefined
    this.slots.splice(this.slots.indexOf(slot), 1)
    void slot.worker.terminate()
    this.dispatch()
  }

  /** A lane that rests after a task is busy for that while, then its next task is dispatched. */
  private rest(job: Job) {
    const { lane, laneRest } = job.options
    if (!lane || !laneRest || job.startedAt === undefined) return
    const pause = (performance.now() - job.startedAt) * laneRest
    this.resting.set(lane, performance.now() + pause)
    setTimeout(() => {
      this.resting.delete(lane)
      if (!this.closed) this.dispatch()
    }, pause).unref()
  }

  private settle(job: Job, error?: Error, output?: unknown) {
    if (job.onAbort) job.options.signal?.removeEventListener('abort', job.onAbort)
    if (error) job.reject(error)
    else job.resolve(output)
  }
}
