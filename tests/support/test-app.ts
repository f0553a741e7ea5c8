import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type App, buildApp } from '../../server/app'
import { type Config, loadConfig } from '../../server/config'
import type { Database } from '../../server/db/client'
import { type Account, createAccount } from '../../server/domain/accounts/accounts'
import { grantPackage } from '../../server/domain/payments/packages'
import { authPaths } from '../../src/api/contract/terms/paths'
import type { Role } from '../../src/api/contract/terms/roles'
import { TestClient } from './http-client'
import { freshDatabase } from './scratch-database'
import { testStorage } from './test-storage'

// The one test-app builder: a fresh database copied from the migrated template (PGlite, or PostgreSQL when
// TEST_DB_KIND=pg), the real app, and helpers to act as each role.

export const TEST_PASSWORD = 'correct-horse-battery-staple'
let counter = 0

export interface TestApp {
  app: App
  database: Database
  db: Database['db']
  config: Config
  close: () => Promise<void>
  anonymous: () => TestClient
  createUser: (
    role: Role,
    overrides?: { email?: string; username?: string; password?: string },
  ) => Promise<Account>
  loginAs: (role: Role, account?: Account) => Promise<TestClient & { account: Account }>
  /** Stored files by name, unfinished writes as `.incoming/…` (test-storage.ts): on disk or in a bucket. */
  storedFiles: () => string[]
  /** Gives a scout a package for 30 days as a paid transaction would (docs/api/payments.md). */
  grantPackage: (scoutUid: string, packageCode: 'pro' | 'club') => Promise<void>
}

export async function buildTestApp(
  env: Record<string, string> = {},
  /** Runs on the app before it is ready, as server/main.ts does (decorations, server listeners). */
  beforeReady: (app: App) => void = () => {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-test-'))
  const storage = await testStorage(() => config.uploadDir)
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...storage.env,
    ...env,
  })
  const { database, drop } = await freshDatabase()
  const app = await buildApp({ config, database, logger: false })
  beforeReady(app)
  await app.ready()

  const createUser: TestApp['createUser'] = (role, overrides = {}) => {
    const n = `${Date.now().toString(36)}${counter++}`
    return createAccount(database.db, {
      role,
      email: overrides.email ?? `${role}-${n}@test.example`,
      username: role === 'scout' ? (overrides.username ?? `scout-${n}`) : undefined,
      password: overrides.password ?? TEST_PASSWORD,
      name: `Test ${role} ${n}`,
    })
  }

  const loginAs: TestApp['loginAs'] = async (role, existing) => {
    const account = existing ?? (await createUser(role))
    const client = new TestClient(app)
    const res = await client.inject({
      method: 'POST',
      url: authPaths(role).login,
      payload: { email: account.email, password: TEST_PASSWORD },
    })
    if (res.statusCode !== 200) throw new Error(`loginAs(${role}) failed: ${res.statusCode} ${res.body}`)
    return Object.assign(client, { account })
  }

  return {
    app,
    database,
    db: database.db,
    config,
    anonymous: () => new TestClient(app),
    storedFiles: storage.files,
    createUser,
    loginAs,
    grantPackage: async (scoutUid, packageCode) => {
      await grantPackage(database.db, { scoutUid, packageCode, periodDays: 30, transactionUid: null })
    },
    close: async () => {
      await app.close()
      await database.close()
      await drop()
      await storage.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
