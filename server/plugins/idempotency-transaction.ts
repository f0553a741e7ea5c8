import { AsyncLocalStorage } from 'node:async_hooks'
import { TransactionRollbackError } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { actualExecutor } from '../db/reads/prepared'

// The transaction an idempotent write runs in: opened before its handler, ended in onSend once the answer is
// known, and visible to the handler as plain `db` (so domain code needs no extra parameter).

export interface Held {
  tx: Tx
  finish: (commit: boolean) => Promise<boolean>
  watchdog?: NodeJS.Timeout
  /** Set once the transaction's end was decided: resolves true if it committed. */
  result?: Promise<boolean>
  /** True while the handler runs: its transaction must not be ended under it (the client would go back to the
   * pool while the handler still sends queries on it). */
  running?: boolean
  /** An answer that keeps nothing went out while the handler ran (the answer limit's 503): roll back once it ends. */
  rollBackWhenDone?: boolean
}

const current = new AsyncLocalStorage<Tx>()

/** Runs a handler with `tx` as what the transaction-aware `db` means. */
export const runInTransaction = <T>(tx: Tx, fn: () => T): T => current.run(tx, fn)

/** Opens a transaction whose end is decided later: finish(true) commits, finish(false) rolls back. */
export async function holdTransaction(db: Db): Promise<Held> {
  let decide!: (commit: boolean) => void
  const decision = new Promise<boolean>((resolve) => (decide = resolve))
  let opened!: (tx: Tx) => void
  const ready = new Promise<Tx>((resolve) => (opened = resolve))
  const done = db.transaction(async (tx) => {
    opened(tx)
    if (!(await decision)) tx.rollback()
  })
  const outcome = done.then(
    () => true,
    (err) => {
      if (err instanceof TransactionRollbackError) return false
      throw err
    },
  )
  outcome.catch(() => {})
  const neverOpened = done.then(() => Promise.reject<Tx>(new Error('the transaction did not open')))
  neverOpened.catch(() => {})
  const tx = await Promise.race([ready, neverOpened])
  return {
    tx,
    finish: (commit) => {
      decide(commit)
      return outcome
    },
  }
}

/** `db` that means "this request's transaction" inside an idempotent handler, the database elsewhere. */
export function transactionAware(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const tx = current.getStore()
      if (prop === actualExecutor) return tx ?? target
      const source = tx && prop in tx ? tx : target
      const value = Reflect.get(source, prop, source)
      return typeof value === 'function' ? value.bind(source) : value
    },
  })
}
