import type pg from 'pg'

// What a PostgreSQL pool needs to live through a network that hangs, then drops (docs/security.md "Database
// unreachable"): without these, one outage cost a pool slot for every transaction it caught opening, for good —
// ten of them and every later transaction waited out the pool's connection timeout, until a restart.

/**
 * 1. A client whose server is gone never throws. node-postgres takes the pool's 'error' listener off a client while
 *    it is lent, and an 'error' with no listener is thrown out of the socket's handler (an uncaught exception).
 *    The query under way is rejected either way, so the code that asked still hears of it.
 * 2. A lent client whose connection ended goes back to the pool (which drops it). drizzle-orm 0.45's
 *    `transaction()` sends BEGIN outside its try/finally: when BEGIN fails, the client is never released.
 *    Releasing a dead client is safe — every later query on it fails at once — and the holder's own release
 *    afterwards is a no-op rather than node-postgres's "Release called on client which has already been released".
 */
export function guardPool(pool: pg.Pool): void {
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const lend = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined
  pool.connect = ((callback?: unknown) => {
    // The callback form is pg-pool's own (pool.query): it releases in the same tick as the answer.
    if (callback) return lend(callback)
    return lend()!.then(releasedWhenEnded)
  }) as pg.Pool['connect']
}

function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release
  let released = false
  const ended = () => {
    released = true
    release(new Error('The database connection ended while the client was lent'))
  }
  client.once('end', ended)
  client.release = (err?: Error | boolean) => {
    if (released) return
    released = true
    client.off('end', ended)
    release(err)
  }
  return client
}
