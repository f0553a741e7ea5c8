import type { ImportConflict } from '../../../src/api/contract/schemas/club-imports'
import {
  type ImportTarget,
  type RecruitmentField,
  recruitmentFields,
  recruitmentValueWords,
} from '../../../src/api/contract/terms/recruitment'
import type { Executor } from '../../db/client'
import { timeSlices } from '../support/time-slices'
import { type CellValue, parseCell } from './cell-values'
import { currentClubValues } from './club-values'
import { communityValues } from './community-values'
import { type Match, matchRows, type RowIdentity } from './player-matching'

// A club's file read with its mapping: each row's player and values, what they would change, and what cannot be
// read — the same reading for the preview and for the commit, so the commit writes what the preview showed.

export interface ImportReading {
  rows: number
  matched: number
  new: number
  skipped: number
  conflicts: ImportConflict[]
  errors: { row: number; message: string }[]
  notes: string[]
  sample: { row: number; name: string; player_uid: string | null; player: string | null }[]
  /** The values to write: those that differ from the current ones (the club's, or the community's record's). */
  writes: { playerUid: string; field: RecruitmentField; value: CellValue }[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export async function readImport(
  db: Executor,
  /** The club whose values the file would change; null: the community's own (its import writes the record). */
  ownerUid: string | null,
  rows: string[][],
  headers: string[],
  mapping: Record<string, ImportTarget | ''>,
  skipRows: number[],
): Promise<ImportReading> {
  const column = (target: ImportTarget) => headers.findIndex((h) => mapping[h] === target)
  const notes: string[] = []
  const errors: ImportReading['errors'] = []
  const nameAt = column('name')
  if (nameAt < 0) errors.push({ row: 0, message: 'Choose the column that holds the player’s name' })
  const currencyAt = column('market_value_currency')
  if (column('market_value') >= 0 && currencyAt < 0)
    notes.push('Market values are read in euros: the file has no currency column')
  const skipped = new Set(skipRows)
  const wanted = rows
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter((r) => !skipped.has(r.row) && nameAt >= 0)

  const identities: RowIdentity[] = wanted.map(({ cells }) => {
    const text = (target: ImportTarget) =>
      column(target) >= 0 ? cells[column(target)] || undefined : undefined
    const born = text('date_of_birth')
    const day = born ? parseCell('date_of_birth', born) : null
    return {
      name: cells[nameAt] ?? '',
      dateOfBirth: day && 'value' in day ? String(day.value) : undefined,
      nationality: text('nationality'),
      team: text('team'),
    }
  })
  const matches: Match[] = await matchRows(db, identities)
  const matchedUids = [...new Set(matches.flatMap((m) => ('player' in m ? [m.player.uid] : [])))]
  const [club, community] = await Promise.all([
    ownerUid
      ? currentClubValues(db, ownerUid, matchedUids)
      : new Map<string, Map<string, { value: CellValue }>>(),
    communityValues(db, matchedUids),
  ])

  const reading: ImportReading = {
    rows: rows.length,
    matched: 0,
    new: 0,
    skipped: skipped.size,
    conflicts: [],
    errors,
    notes,
    sample: [],
    writes: [],
  }
  const seen = new Map<string, number>()
  const slice = timeSlices()
  for (const [i, { row, cells }] of wanted.entries()) {
    await slice()
    const match = matches[i]!
    const player = 'player' in match ? match.player : null
    if (reading.sample.length < 20)
      reading.sample.push({
        row,
        name: identities[i]!.name,
        player_uid: player?.uid ?? null,
        player: player?.name ?? null,
      })
    if (!identities[i]!.name) {
      errors.push({ row, message: 'The player’s name is empty' })
      continue
    }
    if ('ambiguous' in match) {
      errors.push({
        row,
        message: `${identities[i]!.name} could be ${match.ambiguous.join(' or ')}: add a date of birth or club column`,
      })
      continue
    }
    if (!player) {
      reading.new++
      continue
    }
    const earlier = seen.get(player.uid)
    if (earlier) {
      errors.push({
        row,
        message: `${player.name} is already on row ${earlier}: this row is left out`,
      })
      continue
    }
    seen.set(player.uid, row)
    reading.matched++
    const currency = currencyAt >= 0 ? parseCell('market_value_currency', cells[currencyAt] ?? '') : null
    // Every recruitment field an import can write (the identity columns find the player).
    for (const field of recruitmentFields) {
      const at = column(field)
      if (at < 0) continue
      const parsed = parseCell(
        field,
        cells[at] ?? '',
        currency && 'value' in currency ? String(currency.value) : 'EUR',
      )
      if ('error' in parsed) errors.push({ row, message: parsed.error })
      if (!('value' in parsed)) continue
      const stored = club.get(player.uid)?.get(field)?.value ?? community.get(player.uid)?.[field]
      // What the write changes: the club's own value, or for the community's import its record's.
      const ours = ownerUid ? club.get(player.uid)?.get(field)?.value : community.get(player.uid)?.[field]
      if (stored !== undefined && !same(stored, parsed.value))
        reading.conflicts.push({
          row,
          player_uid: player.uid,
          player: player.name,
          field,
          stored: recruitmentValueWords(field, stored),
          incoming: recruitmentValueWords(field, parsed.value),
        })
      if (!same(ours, parsed.value))
        reading.writes.push({ playerUid: player.uid, field, value: parsed.value })
    }
  }
  return reading
}
