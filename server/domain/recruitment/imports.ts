import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ImportChange, ImportLine, ImportPreview } from '../../../src/api/contract/schemas/club-imports'
import type { ImportStatus, ImportTarget } from '../../../src/api/contract/terms/recruitment'
import type { Db, Executor } from '../../db/client'
import { accounts, clubImports } from '../../db/schema/index'
import { enqueueAlerts } from '../alert-events/alert-queue'
import { conflict, forbidden, invalidField, notFound } from '../support/errors'
import { refreshClubFacts, valuesOwnerOf } from './club-values'
import { guessMapping, isWyscoutExport } from './column-mapping'
import { readImport } from './import-reading'
import type { Sheet } from './sheet-read'

// A club's import of its own recruitment data, from the file to the values (decision 0055): sent → looked at
// (preview) → corrected (mapping, rows left out) → written in one transaction → perhaps undone, its values removed
// and the ones before it current again. Every import belongs to the club (or to the scout in none) whose member
// sent it; nobody else learns it exists.

type ImportRow = typeof clubImports.$inferSelect

async function ownerFor(db: Executor, accountUid: string, writing: boolean) {
  const { ownerUid, membership } = await valuesOwnerOf(db, accountUid)
  if (writing && membership?.role === 'viewer')
    throw forbidden('A viewer cannot import data for the club: ask its head of recruitment', 'WORKSPACE_ROLE')
  return ownerUid
}

async function importOf(db: Executor, ownerUid: string, id: string, lock = false): Promise<ImportRow> {
  const query = db
    .select()
    .from(clubImports)
    .where(and(eq(clubImports.uid, id), eq(clubImports.ownerUid, ownerUid)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('There is no such import', 'IMPORT_NOT_FOUND')
  return row
}

const labelOf = (row: Pick<ImportRow, 'format' | 'fileName'>) =>
  row.format === 'wyscout' ? `Wyscout export ${row.fileName}` : `Import of ${row.fileName}`

async function previewOf(db: Executor, row: ImportRow): Promise<ImportPreview> {
  const headers = row.headers as string[]
  const mapping = row.mapping as Record<string, ImportTarget | ''>
  const base = {
    id: row.uid,
    file_name: row.fileName,
    format: row.format as ImportPreview['format'],
    status: row.status as ImportStatus,
    columns: headers.map((name) => ({ name, mapped_to: mapping[name] ?? '' })),
    rows: row.rowCount,
    skip_rows: row.skipRows as number[],
    summary: (row.summary as ImportPreview['summary']) ?? null,
  }
  if (row.status !== 'preview')
    return {
      ...base,
      matched: 0,
      new: 0,
      skipped: 0,
      conflicts: [],
      conflict_count: 0,
      errors: [],
      error_count: 0,
      notes: [],
      sample: [],
    }
  const reading = await readImport(
    db,
    row.ownerUid,
    row.rows as string[][],
    headers,
    mapping,
    row.skipRows as number[],
  )
  return {
    ...base,
    matched: reading.matched,
    new: reading.new,
    skipped: reading.skipped,
    conflicts: reading.conflicts.slice(0, 200),
    conflict_count: reading.conflicts.length,
    errors: reading.errors.slice(0, 200),
    error_count: reading.errors.length,
    notes: reading.new
      ? [
          ...reading.notes,
          reading.new === 1
            ? 'The player not in the database is left out: the community adds players'
            : `The ${reading.new} players not in the database are left out: the community adds players`,
        ]
      : reading.notes,
    sample: reading.sample,
  }
}

/** A viewer is refused before his file is read. */
export const mayImport = async (db: Db, accountUid: string) => {
  await ownerFor(db, accountUid, true)
}

/** Every column of an import but its rows: the rows are not read back (20 MB of JSON parsed on the event loop). */
const { rows: _rows, ...withoutRows } = getTableColumns(clubImports)

/**
 * POST imports: the file's sheet (read in a worker thread: server/workers/) kept for its preview. `rowsJson` is its
 * rows as JSON, written by the thread too (stringifying 20 MB of rows held the event loop).
 */
export async function startImport(
  db: Executor,
  accountUid: string,
  fileName: string,
  sheet: Sheet,
  rowsJson = JSON.stringify(sheet.rows),
) {
  const ownerUid = await ownerFor(db, accountUid, true)
  const [row] = await db
    .insert(clubImports)
    .values({
      uid: uuidv7(),
      ownerUid,
      createdBy: accountUid,
      fileName: fileName.slice(0, 200) || 'sheet',
      format: isWyscoutExport(sheet.headers) ? 'wyscout' : 'sheet',
      headers: sheet.headers,
      mapping: guessMapping(sheet.headers),
      rows: sql`${rowsJson}::jsonb`,
      rowCount: sheet.rows.length,
    })
    .returning(withoutRows)
  return previewOf(db, { ...row!, rows: sheet.rows })
}

export async function importPreview(db: Db, accountUid: string, id: string) {
  return previewOf(db, await importOf(db, await ownerFor(db, accountUid, false), id))
}

const stillOpen = (row: ImportRow) => {
  if (row.status !== 'preview')
    throw conflict(
      row.status === 'committed'
        ? 'This import is written already: undo it to change it'
        : 'This import was undone',
      'IMPORT_CLOSED',
    )
}

/** PUT imports/{id}: another mapping, other rows left out; the preview again. */
export async function changeImport(db: Db, accountUid: string, id: string, change: ImportChange) {
  const ownerUid = await ownerFor(db, accountUid, true)
  const row = await importOf(db, ownerUid, id)
  stillOpen(row)
  const headers = row.headers as string[]
  const unknown = Object.keys(change.mapping ?? {}).find((h) => !headers.includes(h))
  if (unknown) throw invalidField(`mapping.${unknown}`, `The file has no column “${unknown}”`)
  const [changed] = await db
    .update(clubImports)
    .set({
      mapping: { ...(row.mapping as object), ...change.mapping },
      skipRows: change.skip_rows ?? row.skipRows,
    })
    .where(eq(clubImports.uid, id))
    .returning()
  return previewOf(db, changed!)
}

/** POST imports/{id}/commit: every value the preview showed, written in one transaction. */
export async function commitImport(db: Db, accountUid: string, id: string) {
  const ownerUid = await ownerFor(db, accountUid, true)
  return db.transaction(async (tx) => {
    const row = await importOf(tx, ownerUid, id, true)
    stillOpen(row)
    const headers = row.headers as string[]
    const mapping = row.mapping as Record<string, ImportTarget | ''>
    if (!Object.values(mapping).includes('name'))
      throw invalidField('mapping', 'Choose the column that holds the player’s name')
    const reading = await readImport(
      tx,
      ownerUid,
      row.rows as string[][],
      headers,
      mapping,
      row.skipRows as number[],
    )
    const label = labelOf(row)
    const asOf = row.createdAt.toISOString().slice(0, 10)
    for (let at = 0; at < reading.writes.length; at += 5000) {
      const batch = reading.writes
        .slice(at, at + 5000)
        .map((w) => ({ p: w.playerUid, f: w.field, v: w.value }))
      await tx.execute(sql`insert into club_values (owner_uid, player_uid, field, value, import_uid, source_label,
          as_of, recorded_by)
        select ${ownerUid}, x.p, x.f, x.v, ${id}, ${label}, ${asOf}, ${accountUid}
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(p uuid, f text, v jsonb)`)
    }
    const changedPlayers = [...new Set(reading.writes.map((w) => w.playerUid))]
    await refreshClubFacts(tx, ownerUid, changedPlayers)
    // The club's members' saved searches read these values: each player asked again of them (decision 0058).
    await enqueueAlerts(tx, 'club_values_saved', changedPlayers)
    const summary = { players: changedPlayers.length, values: reading.writes.length }
    const [done] = await tx
      .update(clubImports)
      .set({ status: 'committed', committedAt: new Date(), summary, rows: [] })
      .where(eq(clubImports.uid, id))
      .returning()
    return previewOf(tx, done!)
  })
}

/** DELETE imports/{id}: a preview dropped, or a written import undone (the values before it current again). */
export async function undoImport(db: Db, accountUid: string, id: string) {
  const ownerUid = await ownerFor(db, accountUid, true)
  return db.transaction(async (tx) => {
    const row = await importOf(tx, ownerUid, id, true)
    if (row.status === 'preview') {
      await tx.delete(clubImports).where(eq(clubImports.uid, id))
      return { id, status: 'dropped' as const }
    }
    if (row.status === 'committed') {
      const touched = await tx.execute<{ player_uid: string }>(
        sql`delete from club_values where import_uid = ${id} returning player_uid`,
      )
      const players = [...new Set(touched.rows.map((r) => r.player_uid))]
      await refreshClubFacts(tx, ownerUid, players)
      // Who matched on the undone values no longer does: his state is asked again, so a later import alerts anew.
      await enqueueAlerts(tx, 'club_values_saved', players)
      await tx
        .update(clubImports)
        .set({ status: 'undone', undoneAt: new Date() })
        .where(eq(clubImports.uid, id))
    }
    return { id, status: 'undone' as const }
  })
}

/** GET imports: the club's imports, newest first. */
export async function listImports(db: Db, accountUid: string): Promise<ImportLine[]> {
  const ownerUid = await ownerFor(db, accountUid, false)
  const rows = await db
    .select({ row: clubImports, by: accounts.name })
    .from(clubImports)
    .leftJoin(accounts, eq(accounts.uid, clubImports.createdBy))
    .where(eq(clubImports.ownerUid, ownerUid))
    .orderBy(desc(clubImports.createdAt))
    .limit(200)
  return rows.map(({ row, by }) => ({
    id: row.uid,
    file_name: row.fileName,
    format: row.format as ImportLine['format'],
    status: row.status as ImportStatus,
    rows: row.rowCount,
    created_at: row.createdAt.toISOString(),
    committed_at: row.committedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    by: by ?? null,
    summary: (row.summary as ImportLine['summary']) ?? null,
  }))
}
