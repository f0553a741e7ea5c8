import pg from 'pg'
import { distrust, trust } from './session-memory'
import { heard, SESSIONS_CHANNEL } from './session-notices'

// Each server process on PostgreSQL keeps one connection of its own that LISTENs for ended sessions
// (session-notices.ts, decision 0059). A notice sent while it is not listening is lost for good, so while it
// is not — before its first LISTEN, after its connection broke — the process remembers no session and looks
// each one up in the database (session-memory.ts's `distrust`), and it connects again with a growing wait.
// A connection that died silently (a cut network) is found by a heartbeat query with a time limit.

export interface ListenerLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

const HEARTBEAT_MS = 5_000
const QUERY_LIMIT_MS = 3_000
const FIRST_WAIT_MS = 200
const LONGEST_WAIT_MS = 10_000

/** The name the listener's connection shows in pg_stat_activity (tests cut it by that name). */
export const listenerName = (pid = process.pid) => `session listener ${pid}`

export function listenForEndedSessions(url: string, log: ListenerLog): { close: () => Promise<void> } {
  let client: pg.Client | undefined
  let deaf = true
  let closed = false
  let wait = FIRST_WAIT_MS
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  distrust()

  const lost = (current: pg.Client, err?: unknown) => {
    if (current !== client) return
    client = undefined
    clearInterval(heartbeat)
    current.end().catch(() => {})
    if (!deaf) {
      deaf = true
      distrust()
      log.warn({ err }, 'session notices lost: sessions are looked up in the database until they are back')
    }
    if (closed) return
    // Half to all of the wait, so servers cut at once do not all come back at the same moment.
    retry = setTimeout(connect, wait * (0.5 + Math.random() / 2))
    retry.unref()
    wait = Math.min(wait * 2, LONGEST_WAIT_MS)
  }

  const connect = async () => {
    const current = new pg.Client({
      connectionString: url,
      application_name: listenerName(),
      keepAlive: true,
      connectionTimeoutMillis: QUERY_LIMIT_MS,
      query_timeout: QUERY_LIMIT_MS,
    })
    client = current
    current.on('error', (err) => lost(current, err))
    current.on('end', () => lost(current))
    current.on('notification', (notice) => {
      if (notice.channel === SESSIONS_CHANNEL && notice.payload) heard(notice.payload)
    })
    try {
      await current.connect()
      await current.query(`listen ${SESSIONS_CHANNEL}`)
    } catch (err) {
      lost(current, err)
      return
    }
    if (current !== client || closed) return
    deaf = false
    wait = FIRST_WAIT_MS
    trust()
    log.info({}, 'session notices: listening')
    heartbeat = setInterval(() => current.query('select 1').catch((err) => lost(current, err)), HEARTBEAT_MS)
    heartbeat.unref()
  }

  void connect()
  return {
    close: async () => {
      closed = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const current = client
      client = undefined
      if (deaf) trust() // this listener no longer keeps the process from remembering
      deaf = false
      await current?.end().catch(() => {})
    },
  }
}
