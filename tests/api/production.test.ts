import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { DEFAULT_SECRET, loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { authPaths } from '../../src/api/contract/terms/paths'
import { TestClient } from '../support/http-client'
import { emptyDatabaseEnv } from '../support/scratch-database'

// Production mode: no demo data, no default secret, and `npm run create-admin` as the way to the first admin.

const secret = randomBytes(32).toString('base64url')

describe('loadConfig in production', () => {
  it('refuses the default secret, a missing one and a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/default SESSION_SECRET/)
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: DEFAULT_SECRET })).toThrow(
      /default SESSION_SECRET/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'too-short' })).toThrow(/at least 32/)
  })

  it('with a real secret: no demo data even when asked, secure cookies', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DEMO_DATA: 'true' })
    expect(config).toMatchObject({ isProduction: true, demoData: false, secret })
  })

  it('outside production the default secret is accepted and demo data is on unless switched off', () => {
    expect(loadConfig({}).demoData).toBe(true)
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false)
  })
})

function createAdmin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/create-admin.ts', ...args],
      // Only what the command needs: nothing of the test runner's environment leaks in.
      { env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env }, timeout: 180_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

// Each run is a fresh `node --import tsx` process that migrates an empty database: seconds on an idle machine,
// much longer on a loaded CI runner.
describe('npm run create-admin', { timeout: 240_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scouting-cli-'))
  let scratch: Awaited<ReturnType<typeof emptyDatabaseEnv>>
  let env: Record<string, string>
  const password = 'first-admin-password-2026'

  beforeAll(async () => {
    scratch = await emptyDatabaseEnv('cli')
    env = { NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: dataDir, ...scratch.env }
  })
  afterAll(async () => {
    await scratch.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a missing or common password without touching the database', async () => {
    const none = await createAdmin(['--email', 'boss@club.example'], env)
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/Usage: ADMIN_PASSWORD=/)
    const common = await createAdmin(['--email', 'boss@club.example'], {
      ...env,
      ADMIN_PASSWORD: 'password123',
    })
    expect(common.code).toBe(2)
  })

  it('creates an admin on a fresh production database who can then sign in; no demo account exists', async () => {
    const run = await createAdmin(['--email', 'Boss@Club.Example', '--name', 'Pat Boss'], {
      ...env,
      ADMIN_PASSWORD: password,
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/Created admin boss@club\.example/)

    const again = await createAdmin(['--email', 'boss@club.example'], { ...env, ADMIN_PASSWORD: password })
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/already exists/)

    // The same database the command wrote, opened by the app as production would open it.
    const config = loadConfig(env)
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    )
    const app = await buildApp({ config, database, logger: false })
    try {
      const client = new TestClient(app)
      const login = await client.inject({
        method: 'POST',
        url: authPaths('admin').login,
        payload: { email: 'boss@club.example', password },
      })
      expect(login.statusCode).toBe(200)
      expect(login.json().data).toMatchObject({ role: 'admin', name: 'Pat Boss' })
      // Production cookies only travel over HTTPS.
      expect(login.cookies.find((c) => c.name === 'sid_admin')?.secure).toBe(true)
      const profile = await client.inject({ url: authPaths('admin').profile })
      expect(profile.json().data.email).toBe('boss@club.example')

      const demo = await new TestClient(app).inject({
        method: 'POST',
        url: authPaths('admin').login,
        payload: { email: 'admin@example.com', password: 'football-demo-2026' },
      })
      expect(demo.statusCode).toBe(401)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
