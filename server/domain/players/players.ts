import type { Player } from '../../../src/api/contract/schemas/players'
import type { Db, Executor } from '../../db/client'
import { ageOn, playerColumns, playerNamedSql } from '../../db/reads/player-shape'
import { gamePlayers, players } from '../../db/schema/index'
import { enqueueAlert } from '../alert-events/alert-queue'
import { type FamilyDef, getRecord } from '../football/family-read'
import { createRecord, deleteRecord, updateRecord } from '../football/family-write'

// The player record through the family engine (one create/update/delete with versions, 409s and constraint
// messages for every family). What reads many players at once is in player-reads.ts, the conditions by age and
// position in player-conditions.ts.

export const playerFamily: FamilyDef = {
  label: 'player',
  table: players,
  columns: playerColumns,
  // After the columns, as the lists' stored JSON has them: the names, then the age, worked out when read.
  computed: { ...playerNamedSql, age: ageOn(players.dateOfBirth) },
  filters: {},
  search: { name: players.name },
  referencedBy: [{ column: gamePlayers.playerId, label: 'game sheet entries' }],
  afterWrite: (tx, uid) => enqueueAlert(tx, 'player_saved', uid), // saved searches and followers (decision 0058)
  constraints: {
    players_height_range: { path: 'height_cm', message: 'Height is between 50 and 250 cm' },
    players_shirt_range: { path: 'shirt_number', message: 'A shirt number is between 0 and 99' },
  },
}

const asPlayer = (record: unknown) => record as Player

export const getPlayer = async (db: Executor, uid: string) => asPlayer(await getRecord(db, playerFamily, uid))

/**
 * Forms send `main_position` and other `positions`; keep the main one out of the others. A stored picture is
 * set only by POST profile_pic/{id}: a `/api/files/…` path sent here (a record sent back whole, or another
 * record's file) is ignored, so no profile can claim — and later delete — a file it does not own.
 */
function normalise(input: Record<string, unknown>) {
  const out = { ...input }
  if (typeof out.pic === 'string' && out.pic.startsWith('/api/files/')) delete out.pic
  if (Array.isArray(out.positions) && typeof out.main_position === 'string')
    out.positions = (out.positions as string[]).filter((p) => p !== out.main_position)
  return out
}

export async function createPlayer(db: Db, input: Record<string, unknown>) {
  return asPlayer(await createRecord(db, playerFamily, normalise(input)))
}

export async function updatePlayer(db: Db, uid: string, input: Record<string, unknown>, expected?: number) {
  return asPlayer(await updateRecord(db, playerFamily, uid, normalise(input), expected))
}

export const deletePlayer = (db: Db, uid: string, expected?: number) =>
  deleteRecord(db, playerFamily, uid, expected)
