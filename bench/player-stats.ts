import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { playerStats, statsRows } from '../server/domain/players/stats'

// How cheap is a player's derived statistics read (docs/decisions/0003-player-statistics.md)?
// Generates 100,000 players and 1,000,000 game-sheet rows (50,000 games × 20 players; 100 "veterans" with 500
// games each, the rest ~9) and times playerStats() — the domain function behind player_stats/{id} — directly.
//   node --import tsx bench/player-stats.ts pglite
//   node --import tsx bench/player-stats.ts pg postgres://postgres@127.0.0.1:5432/test

const [kind = 'pglite', adminUrl] = process.argv.slice(2)
const SCALE = Number(process.env.SCALE ?? 1)
const PLAYERS = 100_000 * SCALE
const GAMES = 50_000 * SCALE
const PER_GAME = 20

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind !== 'pg') return { database: await openDatabase({}), drop: async () => {} }
  const name = `bench_stats_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`)
      await admin.end()
    },
  }
}

async function generate(database: Database) {
  const { db } = database
  const t0 = performance.now()
  await db.execute(sql`insert into tournaments (uid, name, season) values
    ('00000000-0000-7000-8000-000000000001', 'Bench Cup', '2025'), ('00000000-0000-7000-8000-000000000002', 'Bench League', '2026')`)
  await db.execute(sql`insert into teams (uid, name, tournament_id) values
    ('00000000-0000-7000-8000-0000000000a1', 'Home', '00000000-0000-7000-8000-000000000001'),
    ('00000000-0000-7000-8000-0000000000a2', 'Away', '00000000-0000-7000-8000-000000000001')`)
  await db.execute(sql`insert into players (uid, name)
    select ('00000000-0000-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'Player ' || i from generate_series(1, ${PLAYERS}) i`)
  await db.execute(sql`insert into games (uid, kind, tournament_id, season, status, date)
    select ('00000000-0000-7000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'game',
      ('00000000-0000-7000-8000-00000000000' || (1 + g % 2))::uuid, (2020 + g % 6)::text, 'finished',
      timestamp '2020-01-01' + g * interval '1 hour'
    from generate_series(1, ${GAMES}) g`)
  // Slot 0 of every 100th game is a veteran (players 1..100, 500 games each); the other slots spread evenly.
  await db.execute(sql`insert into game_players (game_id, team_id, player_id, side, ordinal, played, on_field,
      minutes, goals, assist_goal, yellow_card_time, motm, game_kind, game_date, season, tournament_id)
    select ('00000000-0000-7000-9000-' || lpad(to_hex(g), 12, '0'))::uuid,
      case when s < 10 then '00000000-0000-7000-8000-0000000000a1'::uuid else '00000000-0000-7000-8000-0000000000a2'::uuid end,
      ('00000000-0000-7000-8000-' || lpad(to_hex(case when s = 0 then 1 + g % 100 else 101 + (g * 19 + s) % ${PLAYERS - 100} end), 12, '0'))::uuid,
      (s / 10)::smallint, s::smallint, true, true, 90, ((g + s) % 7 / 6)::smallint, ((g + s) % 9 / 8)::smallint,
      case when (g + s) % 13 = 0 then 40 end, (g + s) % 23 = 0, 'game',
      timestamp '2020-01-01' + g * interval '1 hour', (2020 + g % 6)::text,
      ('00000000-0000-7000-8000-00000000000' || (1 + g % 2))::uuid
    from generate_series(1, ${GAMES}) g, generate_series(0, ${PER_GAME - 1}) s
    on conflict do nothing`)
  await db.execute(sql`analyze`)
  const n = (await db.execute<{ n: number }>(sql`select count(*)::int as n from game_players`)).rows[0]?.n
  console.log(
    `${kind}: generated ${PLAYERS} players, ${n} sheet rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function time(database: Database, label: string, ids: string[]) {
  for (const id of ids.slice(0, 20)) await playerStats(database.db, id) // warm-up
  const ms: number[] = []
  for (const id of ids) {
    const t = performance.now()
    await playerStats(database.db, id)
    ms.push(performance.now() - t)
  }
  ms.sort((a, b) => a - b)
  const f = (x: number) => x.toFixed(2)
  console.log(
    `${kind} ${label}: n=${ms.length} p50=${f(pct(ms, 0.5))} ms p95=${f(pct(ms, 0.95))} ms p99=${f(pct(ms, 0.99))} ms`,
  )
}

const { database, drop } = await open()
try {
  await runMigrations(database)
  await generate(database)
  const uid = (i: number) => `00000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`
  const typical = Array.from({ length: 500 }, (_, i) => uid(101 + ((i * 7919) % (PLAYERS - 100))))
  const veterans = Array.from({ length: 200 }, (_, i) => uid(1 + (i % 100)))
  await time(database, 'typical player (~9 games)', typical)
  await time(database, `veteran (${GAMES / 100} games)`, veterans)
  const query = statsRows(database.db, uid(1)).toSQL()
  const explained = await (database.kind === 'pg'
    ? (database.db as unknown as { $client: pg.Pool }).$client.query({
        text: `explain (analyze, buffers) ${query.sql}`,
        values: query.params,
      })
    : database.db.execute(
        sql.raw(
          `explain analyze ${query.sql.replace(/\$(\d+)/g, (_, n) => `'${query.params[Number(n) - 1]}'`)}`,
        ),
      ))
  if (process.env.EXPLAIN) console.log(explained.rows.map((r) => Object.values(r)[0]).join('\n'))
  const sample = (await playerStats(database.db, uid(1))).totals
  console.log(`${kind} veteran totals:`, JSON.stringify(sample))
} finally {
  await database.close()
  await drop()
}
