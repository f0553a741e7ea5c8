import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  AttributesBody,
  CustomAttributeBody,
  PlayerAttributes,
} from '../../../src/api/contract/schemas/players-attributes'
import type { Db, Executor } from '../../db/client'
import { preparedRead } from '../../db/reads/prepared'
import { playerAttributes, playerCustomAttributes } from '../../db/schema/index'
import { conflict, notFound } from '../support/errors'
import { requirePlayer } from './player-reads'

// A player's scouting ratings (one row, versioned like every record: a stale PUT answers 409 with the current
// ratings) and their custom attributes (one value per name, case-insensitive).

// The reads of GET attributes/{id}, prepared (db/reads/prepared.ts): built and planned once.
const player = sql.placeholder('player')
const ratingsOf = preparedRead('player_ratings', (db) =>
  db.select().from(playerAttributes).where(eq(playerAttributes.playerId, player)),
)
const customOf = preparedRead('player_custom_attributes', (db) =>
  db
    .select({
      uid: playerCustomAttributes.uid,
      attribute_name: playerCustomAttributes.attributeName,
      value: playerCustomAttributes.value,
    })
    .from(playerCustomAttributes)
    .where(eq(playerCustomAttributes.playerId, player))
    .orderBy(sql`lower(${playerCustomAttributes.attributeName})`),
)

export async function getAttributes(db: Executor, playerId: string): Promise<PlayerAttributes> {
  await requirePlayer(db, playerId)
  const [row] = await ratingsOf(db, { player: playerId })
  const custom = await customOf(db, { player: playerId })
  return {
    player_id: playerId,
    version: row?.version ?? 0,
    pace: row?.pace ?? null,
    shooting: row?.shooting ?? null,
    passing: row?.passing ?? null,
    dribbling: row?.dribbling ?? null,
    defending: row?.defending ?? null,
    physical: row?.physical ?? null,
    technical: (row?.technical ?? {}) as Record<string, number>,
    mental: (row?.mental ?? {}) as Record<string, number>,
    physical_detail: (row?.physicalDetail ?? {}) as Record<string, number>,
    custom_attributes: custom,
    updated_at: row?.updatedAt.toISOString() ?? null,
  }
}

/**
 * PUT attributes/{id}: the headline ratings sent are set (null clears one), a detail group sent replaces that
 * group. `version` is what the edit was based on (0 = there were none yet); omitted means last write wins.
 */
export async function putAttributes(db: Db, playerId: string, body: AttributesBody, expected?: number) {
  return db.transaction(async (tx) => {
    await requirePlayer(tx, playerId)
    // The player's row is locked around the read and the write: a first save has no ratings row to lock, and two
    // first saves at once both inserted (the second was a 500).
    await tx.execute(sql`select 1 from players where uid = ${playerId} for no key update`)
    const { version: _ignored, physical_detail, ...rest } = body
    const values: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) values[key] = value
    if (physical_detail !== undefined) values.physicalDetail = physical_detail
    const [current] = await tx
      .select({ version: playerAttributes.version })
      .from(playerAttributes)
      .where(eq(playerAttributes.playerId, playerId))
      .for('update')
    const at = current?.version ?? 0
    if (expected !== undefined && expected !== at)
      throw conflict(
        `These ratings were changed by someone else (you edited version ${expected}, they are now at version ${at}). Review them and apply your change again.`,
        'CONFLICT',
        { current: await getAttributes(tx, playerId) },
      )
    if (current)
      await tx
        .update(playerAttributes)
        .set({ ...values, version: at + 1, updatedAt: sql`now()` })
        .where(eq(playerAttributes.playerId, playerId))
    else await tx.insert(playerAttributes).values({ playerId, ...values })
    return getAttributes(tx, playerId)
  })
}

/** PUT custom-attributes/{id}: creates or replaces the value of one named attribute. */
export async function setCustomAttribute(db: Db, playerId: string, body: CustomAttributeBody) {
  return db.transaction(async (tx) => {
    await requirePlayer(tx, playerId)
    const sameName = and(
      eq(playerCustomAttributes.playerId, playerId),
      sql`lower(${playerCustomAttributes.attributeName}) = lower(${body.attribute_name})`,
    )
    const value = body.value ?? null
    // Insert, or — when that name exists (also when a concurrent request just created it) — replace its value.
    const inserted = await tx
      .insert(playerCustomAttributes)
      .values({ uid: uuidv7(), playerId, attributeName: body.attribute_name, value })
      .onConflictDoNothing()
      .returning({ uid: playerCustomAttributes.uid })
    if (!inserted[0])
      await tx
        .update(playerCustomAttributes)
        .set({
          attributeName: body.attribute_name,
          value,
          version: sql`${playerCustomAttributes.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(sameName)
    return getAttributes(tx, playerId)
  })
}

export async function deleteCustomAttribute(db: Db, playerId: string, attributeName: string) {
  await requirePlayer(db, playerId)
  const gone = await db
    .delete(playerCustomAttributes)
    .where(
      and(
        eq(playerCustomAttributes.playerId, playerId),
        sql`lower(${playerCustomAttributes.attributeName}) = lower(${attributeName})`,
      ),
    )
    .returning({ uid: playerCustomAttributes.uid })
  if (!gone[0]) throw notFound(`This player has no custom attribute "${attributeName}"`)
  return getAttributes(db, playerId)
}
