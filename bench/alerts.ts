import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { openDatabase } from '../server/db/client'
import { createAccount } from '../server/domain/accounts/accounts'
import { evaluateNextEvent } from '../server/domain/alerts/evaluate-event'
import { playerFamily, updatePlayer } from '../server/domain/players/players'
import { prepareDataSet } from './request-path-data'

// What alerts cost (decision 0058) with 10,000 saved searches on 100,000 players, on PostgreSQL:
// - a player's save with its event queued in the same transaction, against the same save without it (the
//   family engine's afterWrite taken off), p50 and p99 of each;
// - the worker's evaluation of one such event (every alerting search asked of the player), p50 and p99.
//   node --import tsx bench/alerts.ts [--players 100000] [--searches 10000] [--writes 300] [--evaluations 100]

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '10000' },
    writes: { type: 'string', default: '300' },
    evaluations: { type: 'string', default: '100' },
  },
})
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const data = await prepareDataSet('pg', Number(args.players), { adminUrl, keep: true })
const database = await openDatabase({ databaseUrl: data.env.DATABASE_URL! })
const { db } = database

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!
const report = (label: string, ms: number[]) =>
  console.log(
    `  ${label.padEnd(44)} p50 ${quantile(ms, 0.5).toFixed(2)} ms  p99 ${quantile(ms, 0.99).toFixed(2)} ms  (n=${ms.length})`,
  )

// The searches: 20 a scout, of the kinds scouts save (a position, a foot, an age band, a height, a nationality,
// a rating), every one alerting.
const SEARCHES = Number(args.searches)
await db.execute(sql`delete from saved_searches where name like 'bench alert %'`)
await db.execute(sql`delete from alert_events`)
const positions = ['GK', 'CB', 'LB', 'RB', 'DM', 'CM', 'AM', 'LW', 'RW', 'ST']
const countries = (await db.execute<{ uid: string }>(sql`select uid from countries order by uid limit 50`))
  .rows
const scouts: string[] = []
for (let i = 0; i < SEARCHES / 20; i++) {
  const email = `bench-alerts-${i}@example.test`
  const [known] = (await db.execute<{ uid: string }>(sql`select uid from accounts where email = ${email}`))
    .rows
  scouts.push(
    known?.uid ?? (await createAccount(db, { role: 'scout', email, password: 'bench-password-long' })).uid,
  )
}
const filters = (n: number): Record<string, string> => {
  const f: Record<string, string> = { position: positions[n % positions.length]! }
  if (n % 2) f.foot = n % 4 === 1 ? 'left' : 'right'
  if (n % 3 === 0) f.age_max = String(19 + (n % 8))
  if (n % 5 === 0) f.height_min = String(175 + (n % 20))
  if (n % 7 === 0) f.country_id = countries[n % countries.length]!.uid
  if (n % 11 === 0) f.pace_min = String(60 + (n % 30))
  return f
}
const rows = Array.from({ length: SEARCHES }, (_, n) => ({
  uid: uuidv7(),
  scout: scouts[Math.floor(n / 20)]!,
  name: `bench alert ${n}`,
  filter: JSON.stringify(filters(n)),
  alert: ['instant', 'daily', 'weekly'][n % 3]!,
}))
for (let i = 0; i < rows.length; i += 1000)
  await db.execute(
    sql`insert into saved_searches (uid, scout_uid, name, filter, alert) values ${sql.join(
      rows
        .slice(i, i + 1000)
        .map((r) => sql`(${r.uid}, ${r.scout}, ${r.name}, ${r.filter}::jsonb, ${r.alert})`),
      sql`, `,
    )}`,
  )
console.log(`  ${SEARCHES} saved searches of ${scouts.length} scouts, ${args.players} players`)

const sample = (
  await db.execute<{ uid: string }>(
    sql`select uid from players order by hashtext(uid::text || 'alerts') limit ${Number(args.writes)}`,
  )
).rows.map((r) => r.uid)

async function timedWrites() {
  const ms: number[] = []
  for (const [i, uid] of sample.entries()) {
    const t0 = performance.now()
    await updatePlayer(db, uid, { shirt_number: i % 99 })
    ms.push(performance.now() - t0)
  }
  return ms
}

const hook = playerFamily.afterWrite
await timedWrites() // warm
playerFamily.afterWrite = undefined
const without = await timedWrites()
playerFamily.afterWrite = hook
const withEvent = await timedWrites()
report('player save, no event queued', without)
report('player save with its event queued', withEvent)
console.log(
  `  added by the queue: p50 ${(quantile(withEvent, 0.5) - quantile(without, 0.5)).toFixed(2)} ms, p99 ${(quantile(withEvent, 0.99) - quantile(without, 0.99)).toFixed(2)} ms`,
)

const evaluations: number[] = []
while (evaluations.length < Number(args.evaluations)) {
  const t0 = performance.now()
  if (!(await evaluateNextEvent(db))) break
  evaluations.push(performance.now() - t0)
}
report(`worker: one event against ${SEARCHES} searches`, evaluations)
const [raised] = (
  await db.execute<{ n: number }>(sql`select count(*)::int as n from inbox_items where kind = 'search_match'`)
).rows
console.log(`  items raised so far: ${raised!.n}`)
// The events left are not this data set's business: the next run starts from an empty queue.
await db.execute(sql`delete from alert_events`)

await database.close()
await data.dispose()
