import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { gamePlayers } from '../../../db/schema/index'
import { changedFields, type Tally } from '../record-sync'
import type { SheetRow } from './match-sheet'

// The line-ups' sheet rows, written only where they differ from what is stored (a second import writes none, so
// the kept totals' triggers do not run either). Rows a person added to these games are left as they are.

export async function writeSheetRows(ex: Executor, rows: SheetRow[], tally: Tally): Promise<void> {
  if (rows.length === 0) return
  const gameIds = [...new Set(rows.map((r) => r.gameId))]
  const stored = new Map<string, Record<string, unknown>>()
  for (let i = 0; i < gameIds.length; i += 100) {
    const found = await ex
      .select()
      .from(gamePlayers)
      .where(inArray(gamePlayers.gameId, gameIds.slice(i, i + 100)))
    for (const row of found) stored.set(`${row.gameId}|${row.playerId}`, row)
  }
  const inserts: SheetRow[] = []
  for (const row of rows) {
    const old = stored.get(`${row.gameId}|${row.playerId}`)
    if (!old) {
      inserts.push(row)
      tally.created++
      continue
    }
    const changed = changedFields(old, row as Record<string, unknown>)
    if (Object.keys(changed).length === 0) {
      tally.unchanged++
      continue
    }
    await ex
      .update(gamePlayers)
      .set(changed)
      .where(and(eq(gamePlayers.gameId, row.gameId), eq(gamePlayers.playerId, row.playerId)))
    tally.updated++
  }
  for (let i = 0; i < inserts.length; i += 500) await ex.insert(gamePlayers).values(inserts.slice(i, i + 500))
}
