import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createAccount } from '../server/domain/accounts/accounts'
import { type Engine, signInThroughApi } from './bench-http'
import { generate } from './players-at-scale-data'

// The data set `npm run bench` serves: the generated football world (players-at-scale-data.ts) at the asked
// player count, two accounts (a community member and a scout), and 200 sampled players for the routes. It is
// closed again before the server starts (PGlite's data directory has one owner). With `keep`, it stays for the
// next run (PostgreSQL database `bench_request_path_<players>`, PGlite under the temp dir) and is reused.

export const PASSWORD = 'bench-password-long-enough'
export const emailOf = (role: 'community' | 'scout') => `bench-${role}@example.test`

/** The data set's community member and scout, signed in through the API of the server at `base`. */
export const signInBenchAccounts = async (base: string) => ({
  community: await signInThroughApi(base, 'community', emailOf('community'), PASSWORD),
  scout: await signInThroughApi(base, 'scout', emailOf('scout'), PASSWORD),
})

export type SampledPlayer = {
  uid: string
  name: string
  position: string
  nationality: string
}

export interface DataSet {
  /** The environment of the app's server on this data: production mode, log level info, the data's database. */
  env: Record<string, string>
  sample: SampledPlayer[]
  generatedSeconds: number | undefined
  dispose: () => Promise<void>
}

export async function prepareDataSet(
  engine: Engine,
  players: number,
  options: { adminUrl: string; keep: boolean },
): Promise<DataSet> {
  const name = `bench_request_path_${players}`
  const dataDir = path.join(os.tmpdir(), 'scoutline-bench', name)
  let database: Database
  let env: Record<string, string>
  let dispose: () => Promise<void>
  if (engine === 'pg') {
    const admin = new pg.Client({ connectionString: options.adminUrl })
    await admin.connect()
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
    if (!exists) await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(options.adminUrl)
    url.pathname = `/${name}`
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir }
    database = await openDatabase({ databaseUrl: env.DATABASE_URL })
    dispose = async () => {
      if (options.keep) return
      const again = new pg.Client({ connectionString: options.adminUrl })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    }
  } else {
    fs.mkdirSync(dataDir, { recursive: true })
    env = { DATA_DIR: dataDir }
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    dispose = async () => {
      if (!options.keep) fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  try {
    await runMigrations(database)
    const count = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from players`)).rows[0]!.n
    let generatedSeconds: number | undefined
    const have = await count()
    if (have !== players) {
      if (have) throw new Error(`${name} holds ${have} players, not ${players}: drop it first`)
      generatedSeconds = (await generate(database, players)).seconds
    } else console.log(`  ${engine}: reusing ${name} (${have} players)`)
    for (const role of ['community', 'scout'] as const) {
      const known = await database.db.execute(sql`select 1 from accounts where email = ${emailOf(role)}`)
      if (!known.rows.length)
        await createAccount(database.db, { role, email: emailOf(role), password: PASSWORD })
    }
    const sample = (
      await database.db.execute<SampledPlayer>(
        sql`select uid, name, main_position as position, nationality_id as nationality from players
          order by hashtext(uid::text || 'sample') limit 200`,
      )
    ).rows
    const production = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'bench-only-secret-0123456789abcdefghijklmnopqrstuv',
    }
    return { env: { ...env, ...production }, sample, generatedSeconds, dispose }
  } catch (error) {
    await database.close()
    await dispose()
    throw error
  } finally {
    await database.close().catch(() => {})
  }
}
