import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { createAccount } from '../server/domain/accounts/accounts'

// What leaving the app costs (decision 0046): the search's CSV export of 10,000 and 100,000 players and the admins'
// CSV of 10,000 scouts, streamed over real HTTP from the server in this process, with the process's peak memory
// above its resting level while each file is written (the reader only counts bytes, so what grows is the
// server's); and a player card's PDF, 20 times in a row. PGlite (embedded).
//   node --import tsx bench/exports.ts

const PASSWORD = 'bench-password-2026'

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exports-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const database = await openDatabase({})
  await runMigrations(database)
  const app = await buildApp({ config, database, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const db = database.db

  const seed = async (n: number) => {
    await db.execute(sql`insert into players (uid, name, date_of_birth, main_position)
      select gen_random_uuid(), 'Player ' || i || ' Müller-Øster', date '1995-01-01' + (i % 3000),
        case when i % 10 = 0 then 'ST' else 'CM' end
      from generate_series(1, ${n}::int) i`)
    await db.execute(
      sql`insert into player_totals (player_id) select uid from players on conflict do nothing`,
    )
  }
  await seed(100_000)
  for (let i = 0; i < 10_000; i += 1000)
    await db.execute(sql`insert into accounts (uid, role, email, username, name, password_hash)
      select gen_random_uuid(), 'scout', 'scout' || g || '@bench.example', 'scout' || g, 'Scout ' || g, 'x'
      from generate_series(${i + 1}::int, ${i + 1000}::int) g`)
  const login = async (role: 'scout' | 'admin') => {
    const account = await createAccount(db, {
      role,
      email: `${role}@bench.example`,
      username: role === 'scout' ? 'bench-scout' : undefined,
      password: PASSWORD,
      name: `Bench ${role}`,
    })
    // The login is a POST: it carries the CSRF cookie and header a browser would.
    const health = await fetch(`${base}/api/health`)
    const csrf = health.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('XSRF-TOKEN='))!
    const res = await fetch(`${base}/api/${role}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: csrf, 'x-xsrf-token': csrf.split('=')[1]! },
      body: JSON.stringify({ email: account.email, password: PASSWORD }),
    })
    if (!res.ok) throw new Error(`login ${role}: ${res.status} ${await res.text()}`)
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }
  const scout = await login('scout')
  const admin = await login('admin')

  async function measure(label: string, url: string, cookie: string) {
    global.gc?.()
    const rest = process.memoryUsage().rss
    let peak = rest
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const t0 = performance.now()
    const res = await fetch(`${base}${url}`, { headers: { cookie } })
    let bytes = 0
    let lines = 0
    for await (const chunk of res.body!) {
      bytes += chunk.length
      for (const b of chunk) if (b === 10) lines++
    }
    const ms = performance.now() - t0
    clearInterval(sampler)
    console.log(
      `${label.padEnd(34)} ${String(res.status).padEnd(4)} ${(lines - 1).toLocaleString('en').padStart(8)} rows ` +
        `${(bytes / 1e6).toFixed(1).padStart(5)} MB  ${ms.toFixed(0).padStart(6)} ms  peak +${((peak - rest) / 1e6).toFixed(0)} MB RSS`,
    )
  }

  // Warm the statements first; then each export once (a first and a second run of the 10,000 to show the spread).
  await measure('warm-up (1,000 players)', '/api/scout/search/export?format=csv&age_min=20&age_max=22', scout)
  // One position in ten is a striker: 10,000 of them, by name (the screen's order).
  await measure('search export, 10,000 strikers', '/api/scout/search/export?format=csv&position=ST', scout)
  await measure('search export, 10,000 (again)', '/api/scout/search/export?format=csv&position=ST', scout)
  await measure(
    'search export, 100,000 by age, sorted',
    '/api/scout/search/export?format=csv&age_min=20&age_max=48',
    scout,
  )
  await measure('search export, 100,000, no filter', '/api/scout/search/export?format=csv', scout)
  await measure('admin scouts export, 10,000', '/api/admin/scout/export?format=csv', admin)

  const [{ uid } = { uid: '' }] = (await db.execute<{ uid: string }>(sql`select uid from players limit 1`))
    .rows
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now()
    const res = await fetch(`${base}/api/scout/player/${uid}/card?format=pdf`, { headers: { cookie: scout } })
    await res.arrayBuffer()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  console.log(
    `player card PDF, 20 in a row: median ${times[10]!.toFixed(0)} ms, slowest ${times[19]!.toFixed(0)} ms, first ${times[0]!.toFixed(0)}–`,
  )
  await app.close()
  await database.close()
}

await main()
