import type { Db } from '../../db/client'

// What a task is given besides its input (heavy-worker.ts): a way to say how far it is, and the thread's own
// database handle.

/** How far a task is, and in which of its stages when it has several (an import: reading, then matching). */
export type Progress = (done: number, total: number, stage?: string) => void

/** What a thread offers its tasks: its own database handle, on PostgreSQL only (WorkerPool.readsDatabase). */
export interface ThreadContext {
  db: () => Promise<Db>
}
