import { is, Placeholder, sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { playersOfPageQuery } from '../server/domain/players/player-reads'
import { filterFilePage } from '../server/domain/scouting/player-filter/run'
import { filterPageSql } from '../server/domain/scouting/player-filter/sql'
import { afterValues } from '../server/domain/scouting/player-filter/order-key'
import { statementValues } from '../server/domain/scouting/player-filter/values'
import { playerFilterBody } from '../src/api/contract/schemas/scout-filter'

const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_heavy', connections: 1 })
const { db } = database
const scout = (await db.execute<{ uid: string }>(sql`select uid from accounts where email = 'scout@example.com'`)).rows[0]!.uid
const f = { ...playerFilterBody.parse({}), limit: 5000 }
const first = await filterFilePage(db, scout, f, null)
const second = await filterFilePage(db, scout, f, first.last)
const file = process.argv[2] !== 'screen'
const built = playersOfPageQuery(db, filterPageSql(f, { within: false, after: true, file })).toSQL()
const values: Record<string, unknown> = { ...statementValues(f, scout, null), ...afterValues(second.last!) }
const params = built.params.map((p) => (is(p, Placeholder) ? values[p.name] : p))
const client = (database as any).pool ?? null
const text = built.sql.replace(/\$(\d+)/g, (_, n) => {
  const v = params[Number(n) - 1]
  return v === null || v === undefined ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`
})
for (let i = 0; i < 2; i++) {
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (analyze, buffers) ${text}`))
  if (i === 1) console.log(rows.map((r) => r['QUERY PLAN']).join('\n'))
}
await database.close()
