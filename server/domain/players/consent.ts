import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { ConsentBody } from '../../../src/api/contract/schemas/player-consent'
import type { Db } from '../../db/client'
import { players } from '../../db/schema/index'
import { enqueueAlert } from '../alert-events/alert-queue'
import { recordNotFound } from '../support/versioned-update'
import { getPlayer } from './players'

// A guardian's consent for a minor, recorded and withdrawn by its own calls (never by the profile's write), so
// each change says which member made it and when. Consent is what lets scouts see a minor at all
// (minors.ts); the player's list JSON follows the row by its triggers, so a withdrawal hides him from the next
// scout read on. Each change is a new version of the record, kept in its history like any other.

const changed = (by: string) => ({
  consentRecordedBy: by,
  consentAt: sql`now()`,
  version: sql`${players.version} + 1`,
  updatedAt: sql`now()`,
})

async function write(db: Db, uid: string, values: PgUpdateSetSource<typeof players>) {
  const written = await db.transaction(async (tx) => {
    const rows = await tx
      .update(players)
      .set(values)
      .where(eq(players.uid, uid))
      .returning({ uid: players.uid })
    // A consent recorded makes a minor seen by scouts: his saved searches are asked again (decision 0058).
    if (rows.length) await enqueueAlert(tx, 'player_saved', uid)
    return rows
  })
  if (written.length === 0) throw recordNotFound('player', uid)
  return getPlayer(db, uid)
}

/** PUT player/{uid}/consent: the guardian's consent as given, replacing any recorded before. */
export const recordConsent = (db: Db, uid: string, consent: ConsentBody, by: string) =>
  write(db, uid, {
    guardianName: consent.guardian_name,
    consentGiven: true,
    consentPhotos: consent.photos,
    consentRelationship: consent.relationship,
    consentGivenOn: consent.given_on,
    consentMethod: consent.method,
    ...changed(by),
  })

/**
 * DELETE player/{uid}/consent: consent withdrawn. The consent's details go; the guardian's contact stays (the
 * community may still need to reach him), and who withdrew it and when are kept.
 */
export const withdrawConsent = (db: Db, uid: string, by: string) =>
  write(db, uid, {
    consentGiven: false,
    consentPhotos: false,
    consentRelationship: null,
    consentGivenOn: null,
    consentMethod: null,
    ...changed(by),
  })
