import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

// An erased person's words taken out of every text and JSON column of every table (decision 0057): a note, a
// report, an enquiry, a mail, a stored answer or an audit line that spelled his name or his contacts says
// "Erased player #3" instead. Done by the database's own list of columns, so a table added later is covered
// without anyone remembering it. Rare (an admin's erasure) and allowed to read every table once.

/** Columns never rewritten here: the records kept by uid (the erasure writes them itself) and what follows them. */
const KEPT_BY_UID = new Set(['players', 'player_list_json', 'player_position_totals', 'record_changes'])

type Column = {
  table_name: string
  column_name: string
  data_type: string
}

/** The JSON spelling of a string inside a JSON text (no quotes around it). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1)

export interface Scrubbed {
  /** Rows changed, by table. */
  tables: Record<string, number>
  /** The uids of the notes and reports whose text changed (their owners are told). */
  rows: { table: string; uid: string }[]
}

/**
 * Every occurrence of each of `words` (longest first) replaced by `instead` in every text, varchar and jsonb column
 * outside `KEPT_BY_UID`, and in the history of records other than players (a player's history is the erasure's own
 * work: another player of the same name keeps his). Generated columns are left to the database.
 */
export async function scrubEverywhere(
  tx: Executor,
  words: readonly string[],
  instead: string,
  tracked: readonly string[] = [],
  skip: readonly string[] = [],
): Promise<Scrubbed> {
  const found = [...new Set(words.map((w) => w.trim()).filter((w) => w.length >= 3))].sort(
    (a, b) => b.length - a.length,
  )
  const result: Scrubbed = { tables: {}, rows: [] }
  if (found.length === 0) return result
  const columns = await tx.execute<Column>(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json')
    order by c.table_name = 'record_changes', c.table_name, c.column_name`)
  // The history last: the rewrites above write history rows of their own, which still spell the words.
  for (const column of columns.rows) {
    if (skip.includes(column.table_name)) continue
    if (KEPT_BY_UID.has(column.table_name) && column.table_name !== 'record_changes') continue
    const json = column.data_type === 'jsonb' || column.data_type === 'json'
    const target = sql.identifier(column.column_name)
    let value = json ? sql`${target}::text` : sql`${target}`
    for (const word of found)
      value = sql`replace(${value}, ${json ? inJson(word) : word}, ${json ? inJson(instead) : instead})`
    const set = json ? sql`${value}::${sql.raw(column.data_type)}` : value
    const mentions = sql.join(
      found.map((w) => sql`strpos(${json ? sql`${target}::text` : target}, ${json ? inJson(w) : w}) > 0`),
      sql` or `,
    )
    const onlyOthers = column.table_name === 'record_changes' ? sql` and table_name <> 'players'` : sql``
    const returning = tracked.includes(column.table_name)
      ? sql` returning uid::text as uid`
      : sql` returning 1 as uid`
    const changed = await tx.execute<{ uid: string }>(
      sql`update ${sql.identifier(column.table_name)} set ${target} = ${set} where (${mentions})${onlyOthers}${returning}`,
    )
    if (changed.rows.length === 0) continue
    result.tables[column.table_name] = (result.tables[column.table_name] ?? 0) + changed.rows.length
    if (tracked.includes(column.table_name))
      for (const row of changed.rows) result.rows.push({ table: column.table_name, uid: row.uid })
  }
  return result
}
