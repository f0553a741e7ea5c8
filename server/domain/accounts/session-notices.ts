import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { sessions } from '../../db/schema/index'
import { forgetAccount, forgetSession } from './session-memory'

// How every server process learns at once that sessions ended or an account changed (decision 0059): a
// PostgreSQL notice on one channel, sent by the statement that makes the change, so it is delivered when that
// change commits and never before it; each process's listener (session-listener.ts) forgets what it names. On
// the embedded PGlite nobody listens (one process: forgetting locally is enough) and the notice costs nothing.

export const SESSIONS_CHANNEL = 'sessions_ended'

/** One session ended, or every session of an account ended or its account changed. */
export type Notice = { session: string } | { account: string }

const payloadOf = (notice: Notice) => ('session' in notice ? `s:${notice.session}` : `a:${notice.account}`)

function forget(notice: Notice) {
  if ('session' in notice) forgetSession(notice.session)
  else forgetAccount(notice.account)
}

/**
 * Ends the sessions `where` selects and tells every server, in one statement (so in one transaction, the
 * caller's if it passes one); forgets them in this process at once. How many ended.
 */
export async function endSessions(executor: Executor, where: SQL | undefined, notice: Notice) {
  const { rows } = await executor.execute<{ ended: number }>(sql`
    with gone as (delete from ${sessions} where ${where} returning 1)
    select (select count(*) from gone)::int as ended, pg_notify(${SESSIONS_CHANNEL}, ${payloadOf(notice)})::text`)
  forget(notice)
  return rows[0]?.ended ?? 0
}

/** An account changed (profile, password, confirmation): every server looks its sessions up again. */
export async function announceAccountChanged(executor: Executor, accountUid: string) {
  const notice = { account: accountUid }
  await executor.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${payloadOf(notice)})`)
  forget(notice)
}

/** A notice heard by this process's listener. */
export function heard(payload: string) {
  const id = payload.slice(2)
  if (payload.startsWith('s:')) forgetSession(id)
  else if (payload.startsWith('a:')) forgetAccount(id)
}
