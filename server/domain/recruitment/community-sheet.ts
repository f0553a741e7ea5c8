import { eq, sql } from 'drizzle-orm'
import type { ImportFileReport } from '../../../src/api/contract/schemas/import'
import type { MoneyValue, RecruitmentField } from '../../../src/api/contract/terms/recruitment'
import type { Db } from '../../db/client'
import { players } from '../../db/schema/index'
import { enqueueAlert } from '../alert-events/alert-queue'
import { DomainError } from '../support/errors'
import type { CellValue } from './cell-values'
import { guessMapping, isWyscoutExport } from './column-mapping'
import { readImport } from './import-reading'
import { readSheet } from './sheet-read'

// The community's import of a sheet of players' values (a Wyscout export, a CSV or .xlsx of its own), beside the
// openfootball and StatsBomb files: the same reading and matching as a club's import, but the values are the
// community's — written on the players' records (their versions moved on, their history kept by the triggers) and
// public to scouts. A row matching no stored player is left out: players come from squads, line-ups or the form.

export type SheetReport = Extract<ImportFileReport, { kind: 'sheet' }>

/** A file read and checked before anything of the import is written. */
export async function readCommunitySheet(name: string, bytes: Buffer) {
  const sheet = await readSheet(bytes)
  const mapping = guessMapping(sheet.headers)
  if (!Object.values(mapping).includes('name'))
    throw new DomainError(
      'invalid',
      `${name}: no column holds the players’ names (a “Player” or “Name” header)`,
      'INVALID_FILE',
    )
  return { name, sheet, mapping }
}

/** A player's values as his record's columns. */
function columnsOf(values: Partial<Record<RecruitmentField, CellValue>>) {
  const set: Partial<typeof players.$inferInsert> = {}
  for (const [field, value] of Object.entries(values) as [RecruitmentField, CellValue][]) {
    if (field === 'market_value') {
      set.marketValue = (value as MoneyValue).amount
      set.marketValueCurrency = (value as MoneyValue).currency
    } else {
      const key = field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof set
      ;(set as Record<string, unknown>)[key] = value
    }
  }
  return set
}

export async function writeCommunitySheet(db: Db, read: Awaited<ReturnType<typeof readCommunitySheet>>) {
  const { name, sheet, mapping } = read
  return db.transaction(async (tx) => {
    const reading = await readImport(tx, null, sheet.rows, sheet.headers, mapping, [])
    const byPlayer = new Map<string, Partial<Record<RecruitmentField, CellValue>>>()
    for (const w of reading.writes)
      byPlayer.set(w.playerUid, { ...byPlayer.get(w.playerUid), [w.field]: w.value })
    for (const [uid, values] of byPlayer) {
      await tx
        .update(players)
        .set({ ...columnsOf(values), version: sql`${players.version} + 1`, updatedAt: new Date() })
        .where(eq(players.uid, uid))
      await enqueueAlert(tx, 'player_saved', uid) // saved searches on these values (decision 0058)
    }
    const report: SheetReport = {
      file: name,
      kind: 'sheet',
      format: isWyscoutExport(sheet.headers) ? 'wyscout' : 'sheet',
      rows: sheet.rows.length,
      players: { matched: reading.matched, updated: byPlayer.size, leftOut: reading.new },
      counts: { players: { created: 0, updated: byPlayer.size, unchanged: reading.matched - byPlayer.size } },
      problems: reading.errors.slice(0, 50).map((e) => (e.row ? `Row ${e.row}: ${e.message}` : e.message)),
    }
    return report
  })
}
