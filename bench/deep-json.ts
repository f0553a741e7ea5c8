import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { controlCharacterIssue, type WalkSteps } from '../src/rules/control-characters'
import { TestClient } from '../tests/support/http-client'

// What a deeply nested JSON body costs (docs/security.md). The control-character walk alone (work counted and timed, on
// a body nested N levels with a NUL at the bottom), and a whole request through the real app (embedded
// database): POST /api/scout/login with a field nested N levels (public, so it is parsed: refused with 400 past
// 64 levels before it is parsed or walked). Before the fix, 2,500 levels cost ~0.3 s and ~5,000 a 500.
//   node --import tsx bench/deep-json.ts

const depths = [10, 64, 65, 2_500, 5_000, 20_000, 100_000]
const nestedText = (depth: number) => `${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function main() {
  console.log('the walk (a value nested N levels, a NUL at the bottom):')
  for (const depth of depths) {
    const value = JSON.parse(nestedText(depth))
    const counter: WalkSteps = { steps: 0 }
    controlCharacterIssue(value, counter)
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now()
      controlCharacterIssue(value)
      times.push(performance.now() - t0)
    }
    console.log(
      `  ${String(depth).padStart(7)} levels: ${counter.steps} steps, ${median(times).toFixed(3)} ms`,
    )
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deep-json-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const database = await openDatabase({})
  await runMigrations(database)
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const client = new TestClient(app)
  console.log('a request (POST /api/scout/login, the email field nested N levels), median of 20:')
  for (const depth of depths) {
    const payload = `{"email":${nestedText(depth)},"password":"x"}`
    const times: number[] = []
    let status = 0
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now()
      const res = await client.inject({
        method: 'POST',
        url: '/api/scout/login',
        payload,
        headers: { 'content-type': 'application/json' },
      })
      times.push(performance.now() - t0)
      status = res.statusCode
    }
    const kb = (payload.length / 1024).toFixed(1)
    console.log(`  ${String(depth).padStart(7)} levels (${kb} KB): ${status}, ${median(times).toFixed(2)} ms`)
  }
  await app.close()
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

await main()
