import { type Param, type Placeholder, sql } from 'drizzle-orm'
import { type Executor, genericPlanTwin } from '../client'
import { mapRowsOnce } from './drizzle-internals'

// The room of read speed: reads built once and run as named prepared statements, their rows mapped by a
// mapping made once (drizzle-internals.ts), copied once for the wire (wire-row.ts), with a page's total riding
// along (riding-columns.ts) or counted up to a cap (capped-count.ts). Building a drizzle query and having
// PostgreSQL plan it again on every request cost more than the read itself (why: decision 0023). Values go in
// as `sql.placeholder(name)`, so one statement serves every request of its shape; a domain read says only what
// it selects.
//
// A statement is prepared per executor: the database (once for the process) or a transaction (once for that
// transaction, on its own connection, so a read inside a transaction still sees the transaction's writes).

/**
 * What a stand-in executor answers with the executor it means right now. The request's `db` is one object that
 * means a different transaction in each idempotent write (plugins/idempotency-transaction.ts): a statement
 * prepared on it would stay bound to the first request's transaction, long ended.
 */
export const actualExecutor = Symbol('actual executor')

const actual = (db: Executor): Executor =>
  ((db as unknown as Record<symbol, Executor | undefined>)[actualExecutor] ?? db) as Executor

interface Preparable<Result> {
  prepare(name: string): Runnable<Result>
}
interface Runnable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

/**
 * Statement names are numbered, not derived from the shape: PostgreSQL cuts names at 63 bytes, and two names
 * cut to the same prefix on one connection would be refused. A name always stands for the same SQL text in this
 * process, which is what node-postgres requires of a name on each of its connections.
 */
let statements = 0

/** Past this many shapes of one read, the rest run unprepared: a bound on what each connection keeps. */
const MAX_SHAPES = 256

/**
 * A read whose SQL differs only by shape (which filters a request uses, say): `build(db, shape)` must give the
 * same SQL for the same `key`, with every value left as a placeholder.
 */
export function preparedShapes<Shape, Result>(
  label: string,
  build: (db: Executor, shape: Shape) => Preparable<Result> & Runnable<Result>,
  options: { genericPlan?: boolean } = {},
) {
  const names = new Map<string, string>()
  const byExecutor = new WeakMap<Executor, Map<string, Runnable<Result>>>()
  return (given: Executor, key: string, shape: Shape, values: Record<string, unknown>): Promise<Result> => {
    // `genericPlan`: on the database's twin that plans each statement once for all values (db/client.ts); a
    // transaction has none, and its reads must see its writes, so they stay on it.
    const mine = actual(given)
    const db = (options.genericPlan && genericPlanTwin(mine)) || mine
    let name = names.get(key)
    if (!name) {
      if (names.size >= MAX_SHAPES) return build(db, shape).execute(values)
      name = `${label}_${++statements}`
      names.set(key, name)
    }
    let prepared = byExecutor.get(db)
    if (!prepared) {
      prepared = new Map()
      byExecutor.set(db, prepared)
    }
    let query = prepared.get(key)
    if (!query) {
      query = mapRowsOnce(build(db, shape).prepare(name))
      prepared.set(key, query)
    }
    return query.execute(values)
  }
}

/** A read of one shape (a record by its uid). */
export function preparedRead<Result>(
  label: string,
  build: (db: Executor) => Preparable<Result> & Runnable<Result>,
) {
  const read = preparedShapes<undefined, Result>(label, (db) => build(db))
  return (db: Executor, values: Record<string, unknown>) => read(db, '', undefined, values)
}

/** A value as a statement being built takes it: a placeholder of a prepared read, or a parameter of a plain one. */
export type Bound = Placeholder | Param
/** Values as parameters (a read run once, unprepared). */
export const asParam = (value: unknown): Bound => sql.param(value)
