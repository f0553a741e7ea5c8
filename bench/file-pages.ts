import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import type { PageKey } from '../server/domain/players/player-reads'
import { filterFilePage, filterPlayersJson } from '../server/domain/scouting/player-filter/run'
import { csvOfJsonPage } from '../server/workers/tasks/csv-tasks'
import { playerFilterBody } from '../src/api/contract/schemas/scout-filter'

// Where a search file's page spends its time, one step at a time on one connection with nothing else running: the
// database's read of 5,000 players (by offset, as a screen pages, or after the last page's key, as a file does:
// decision 0069, each player as the file's few fields: scouting/file-row.ts) and the writing of its CSV (what a
// worker thread does with it). On the database bench/heavy-mixed.ts leaves behind (100,000 players), with its
// demo scout.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_heavy node --import tsx bench/file-pages.ts ['{"sort":"goals"}']

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_heavy'
const filter = { ...playerFilterBody.parse(JSON.parse(process.argv[2] ?? '{}')), limit: 5000 }
const database = await openDatabase({ databaseUrl: url, connections: 1 })
const { db } = database
const scout = (
  await db.execute<{ uid: string }>(sql`select uid from accounts where email = 'scout@example.com'`)
).rows[0]!.uid

const ms = (t0: number) => performance.now() - t0
const rows: string[] = []
let after: PageKey | null = null
for (let page = 1; page <= 20; page++) {
  let t0 = performance.now()
  const byOffset = await filterPlayersJson(db, scout, { ...filter, page })
  const offsetMs = ms(t0)
  t0 = performance.now()
  const byKey = await filterFilePage(db, scout, filter, after)
  const keyMs = ms(t0)
  t0 = performance.now()
  const csvOf = (json: string) => csvOfJsonPage({ table: 'search', json, piece: Number.MAX_SAFE_INTEGER })
  const written = csvOf(byKey.json)
  const writeMs = ms(t0)
  // The screen's page as whole objects, the file's as its rows (scouting/file-row.ts): the same CSV either way.
  const text = (w: typeof written) => Buffer.concat(w.pieces).toString()
  if (text(csvOf(byOffset.json)) !== text(written)) rows.push(`page ${page}: the two reads differ`)
  rows.push(
    `| ${page} | ${offsetMs.toFixed(0)} | ${keyMs.toFixed(0)} | ${writeMs.toFixed(0)} | ${(byKey.json.length / 1e6).toFixed(1)} MB → ${(written.pieces.reduce((n, p) => n + p.byteLength, 0) / 1e6).toFixed(1)} MB |`,
  )
  after = byKey.last
  if (written.rows < filter.limit) break
}
console.log('| page | read by offset, ms | read after the key, ms | CSV written, ms | JSON → CSV |')
console.log('|---|---|---|---|---|')
for (const row of rows) console.log(row)
await database.close()
