// What the server and its worker threads say to each other (worker-pool.ts, heavy-worker.ts): a task by name with
// its input; back, its progress, its output, or its failure with the message a user reads.

/** What a thread is started with. */
export interface HeavyWorkerData {
  /** The PostgreSQL server a thread's own reads go to; none: it reads nothing itself. */
  databaseUrl?: string
}

export interface ToWorker {
  id: number
  task: string
  input: unknown
}

export type FromWorker =
  | { id: number; type: 'progress'; done: number; total: number; stage?: string }
  | { id: number; type: 'done'; output: unknown }
  | {
      id: number
      type: 'failed'
      message: string
      /** A DomainError thrown in the thread (a sheet that cannot be read): rebuilt as one on the other side. */
      domain?: { kind: string; code?: string }
    }
