import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { createAccount } from '../../server/domain/accounts/accounts'
import { listenerName } from '../../server/domain/accounts/session-listener'
import { hashToken, newToken } from '../../server/domain/accounts/tokens'
import { adminPaths } from '../../src/api/contract/terms/admin-paths'
import { authPaths } from '../../src/api/contract/terms/paths'
import type { Role } from '../../src/api/contract/terms/roles'
import { FetchBrowser } from '../support/fetch-browser'
import { emptyDatabaseEnv } from '../support/scratch-database'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { refusedAtOnce } from '../support/session-notice-wait'
import { until } from '../support/until'

// Two real server processes on one PostgreSQL, each remembering the sessions it found (decision 0059): what one
// ends, the other refuses at once, because the database tells it; and a server that cannot hear the database
// remembers nothing until it hears again. PostgreSQL only: the embedded PGlite is one process.

const onPostgres = process.env.TEST_DB_KIND === 'pg'
const PASSWORD = 'correct-horse-battery-staple'

let database: Database
let dropDatabase = async () => {}
const dataDirs: string[] = []
let a: ServerProcess
let b: ServerProcess

const listening = (server: ServerProcess, times = 1) =>
  (server.output().match(/session notices: listening/g) ?? []).length >= times

beforeAll(async () => {
  if (!onPostgres) return
  const scratch = await emptyDatabaseEnv('sessions')
  dropDatabase = scratch.drop
  const env = (name: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scouting-${name}-`))
    dataDirs.push(dataDir)
    return {
      ...scratch.env,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'two-servers-share-this-secret-0123456789abcdef',
    }
  }
  ;[a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))])
  database = await openDatabase({ databaseUrl: scratch.env.DATABASE_URL! })
  expect(await until(() => listening(a) && listening(b), 10_000)).toBe(true)
}, 180_000)

afterAll(async () => {
  if (!onPostgres) return
  await Promise.all([a?.stop(), b?.stop()])
  await database?.close()
  await dropDatabase()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

let made = 0
const account = (role: Role = 'community') => {
  const n = made++
  return createAccount(database.db, {
    role,
    email: `${role}-${n}@sessions.example`,
    username: role === 'scout' ? `sessions-scout-${n}` : undefined,
    password: PASSWORD,
    name: 'Two Servers',
  })
}

async function signedIn(base: string, email: string, role: Role = 'community') {
  const browser = new FetchBrowser()
  const res = await browser.request(base, 'POST', authPaths(role).login, {
    json: { email, password: PASSWORD },
  })
  expect(res.status).toBe(200)
  return browser
}

const me = (browser: FetchBrowser, base: string, role: Role = 'community') =>
  browser.request(base, 'GET', authPaths(role).tokenLogin).then((r) => r.status)

/** The browser's cookies, to put back after a logout cleared them: the token itself must be dead. */
const keep = (browser: FetchBrowser) => {
  const kept = new Map(browser.cookies)
  return () => {
    for (const [name, value] of kept) browser.cookies.set(name, value)
  }
}

/** Ends an account's sessions behind the servers' backs: no notice, as if one had been lost. */
const deleteSilently = (uid: string) =>
  database.db.execute(sql`delete from sessions where account_uid = ${uid}`)

describe.runIf(onPostgres)('sessions remembered by two servers on one PostgreSQL', () => {
  it('a session signed in on A works on B, which remembers it', async () => {
    const { uid, email } = await account()
    const browser = await signedIn(a.base, email)
    expect(await me(browser, b.base)).toBe(200)
    await deleteSilently(uid)
    // B answers from memory (ended without a notice), A never looked it up and asks the database.
    expect(await me(browser, b.base)).toBe(200)
    expect(await me(browser, a.base)).toBe(401)
  })

  it('a logout on A is refused on B at once', async () => {
    const { email } = await account()
    const browser = await signedIn(a.base, email)
    expect(await me(browser, b.base)).toBe(200)
    expect(await me(browser, b.base)).toBe(200)
    const putBack = keep(browser)
    expect((await browser.request(a.base, 'POST', authPaths('community').logout, { json: {} })).status).toBe(
      200,
    )
    putBack()
    expect(await refusedAtOnce(() => me(browser, b.base))).toBe(true)
  })

  it('"log out everywhere" on A ends a session remembered on B at once', async () => {
    const { email } = await account()
    const phone = await signedIn(a.base, email)
    const tablet = await signedIn(b.base, email)
    expect(await me(tablet, b.base)).toBe(200)
    const all = await phone.request(a.base, 'POST', authPaths('community').logoutAll, {
      json: { email, password: PASSWORD },
    })
    expect(all.json().data.ended).toBe(2)
    expect(await refusedAtOnce(() => me(tablet, b.base))).toBe(true)
  })

  it('a password reset on A ends a session remembered on B at once', async () => {
    const { uid, email } = await account()
    const tablet = await signedIn(b.base, email)
    expect(await me(tablet, b.base)).toBe(200)
    const token = newToken()
    await database.db.execute(
      sql`insert into password_resets (token_hash, account_uid, expires_at)
          values (${hashToken(token)}, ${uid}, now() + interval '1 hour')`,
    )
    const reset = await new FetchBrowser().request(a.base, 'POST', authPaths('community').resetPassword, {
      json: { token, password: 'a-new-and-longer-passphrase-42' },
    })
    expect(reset.status).toBe(200)
    expect(await refusedAtOnce(() => me(tablet, b.base))).toBe(true)
  })

  it('an admin disabling a scout on A ends the scout session remembered on B at once', async () => {
    const scout = await account('scout')
    const admin = await account('admin')
    const scoutBrowser = await signedIn(b.base, scout.email, 'scout')
    expect(await me(scoutBrowser, b.base, 'scout')).toBe(200)
    const adminBrowser = await signedIn(a.base, admin.email, 'admin')
    const res = await adminBrowser.request(a.base, 'PUT', adminPaths.scoutDisabled(scout.uid), {
      json: { disabled: true },
    })
    expect(res.status).toBe(200)
    expect(await refusedAtOnce(() => me(scoutBrowser, b.base, 'scout'))).toBe(true)
  })

  it('B forgets what it remembered when its notices are cut, and remembers again once it listens again', async () => {
    const first = await account()
    const second = await account()
    const browser = await signedIn(a.base, first.email)
    const tablet = await signedIn(a.base, second.email)
    expect(await me(browser, b.base)).toBe(200) // both remembered on B
    expect(await me(tablet, b.base)).toBe(200)
    const cut = await database.db.execute<{ cut: boolean }>(
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = ${listenerName(b.pid)}`,
    )
    expect(cut.rows).toEqual([{ cut: true }])
    expect(await until(() => /session notices lost/.test(b.output()), 5_000)).toBe(true)
    // A logout on A just after the cut: its notice may never reach B, which refuses the token all the same.
    const putBack = keep(browser)
    await browser.request(a.base, 'POST', authPaths('community').logout, { json: {} })
    putBack()
    expect(await me(browser, b.base)).toBe(401)
    // A session ended with no notice at all: B looks it up (whether or not it listens again by now, what it
    // remembered before the cut is gone) and refuses it.
    await deleteSilently(second.uid)
    expect(await me(tablet, b.base)).toBe(401)

    // B listens again on a new connection of its own, and remembers again.
    expect(await until(() => listening(b, 2), 15_000)).toBe(true)
    const later = await account()
    const phone = await signedIn(a.base, later.email)
    expect(await me(phone, b.base)).toBe(200)
    await deleteSilently(later.uid)
    expect(await me(phone, b.base)).toBe(200)
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${listenerName(b.pid)}`,
    )
    expect(rows[0]!.n).toBe(1)
  })
})
