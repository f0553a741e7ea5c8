import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type {
  EventPlayer,
  EventPlayerBody,
  VideoEvent,
  VideoEventBody,
} from '../../../src/api/contract/schemas/players-media'
import type { Db, Executor } from '../../db/client'
import { eventPlayers, players, uploads, videoEvents } from '../../db/schema/index'
import { picSeenByScouts, seenByScouts } from '../privacy/minors'
import { invalidField, notFound } from '../support/errors'
import { fileUrl } from '../uploads/uploads'
import { ownerColumn, ownerOf, resolveOwner } from './owners'

// Video events: a named, tagged moment (seconds from the start) of a local or Vimeo video, owned by a player,
// club, tournament, league or national side, with the players involved in it.

const selection = {
  event: videoEvents,
  storedName: uploads.storedName,
  players: sql<
    string[]
  >`coalesce((select array_agg(${eventPlayers.playerId} order by ${eventPlayers.playerId}) from ${eventPlayers} where ${eventPlayers.videoEventId} = ${videoEvents.uid}), '{}')`,
}

function present(row: {
  event: typeof videoEvents.$inferSelect
  storedName: string | null
  players: string[]
}) {
  const e = row.event
  const videoUrl =
    e.provider === 'vimeo'
      ? `https://player.vimeo.com/video/${encodeURIComponent(e.videoId)}#t=${e.timeSeconds}s`
      : `${fileUrl(row.storedName ?? '')}#t=${e.timeSeconds}`
  return {
    uid: e.uid,
    ...ownerOf(e),
    provider: e.provider as VideoEvent['provider'],
    video_id: e.videoId,
    video_url: videoUrl,
    name: e.name,
    event_tag: e.eventTag,
    time: e.timeSeconds,
    players: row.players,
    created_at: e.createdAt.toISOString(),
  } satisfies VideoEvent
}

const query = (db: Executor) =>
  db
    .select(selection)
    .from(videoEvents)
    .leftJoin(
      uploads,
      and(eq(videoEvents.provider, 'local'), sql`${uploads.uid}::text = ${videoEvents.videoId}`),
    )

export async function addVideoEvent(db: Db, ownerId: string, body: VideoEventBody) {
  return db.transaction(async (tx) => {
    const kind = await resolveOwner(tx, ownerId, 'id')
    if (body.provider === 'local') {
      const isUid = /^[0-9a-f-]{36}$/i.test(body.video_id)
      const [video] = isUid
        ? await tx.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.uid, body.video_id))
        : []
      if (video?.kind !== 'video')
        throw invalidField('video_id', 'No uploaded video with this id: upload it with POST video first')
    } else if (!/^\d{1,20}$/.test(body.video_id))
      throw invalidField('video_id', 'A Vimeo video id is a number')
    const uid = body.uid ?? uuidv7()
    await tx.insert(videoEvents).values({
      uid,
      [ownerColumn[kind]]: ownerId,
      provider: body.provider,
      videoId: body.video_id,
      name: body.name,
      eventTag: body.event_tag ?? null,
      timeSeconds: body.time,
    })
    const [row] = await query(tx).where(eq(videoEvents.uid, uid))
    return present(row!)
  })
}

/** GET video_event/{id}: the owner's events, by video and then time, so they read like a timeline. */
export async function videoEventsOf(db: Executor, ownerId: string) {
  await resolveOwner(db, ownerId, 'id')
  const owner = Object.values(ownerColumn).map((column) => eq(videoEvents[column], ownerId))
  const rows = await query(db)
    .where(or(...owner))
    .orderBy(videoEvents.videoId, videoEvents.timeSeconds, desc(videoEvents.createdAt))
  return rows.map(present)
}

export async function deleteVideoEvent(db: Db, uid: string) {
  const [gone] = await db
    .delete(videoEvents)
    .where(eq(videoEvents.uid, uid))
    .returning({ uid: videoEvents.uid })
  if (!gone) throw notFound(`No video event with uid ${uid}`)
}

async function requireEvent(db: Executor, uid: string, path?: string) {
  const [row] = await db.select({ uid: videoEvents.uid }).from(videoEvents).where(eq(videoEvents.uid, uid))
  if (row) return
  const message = `No video event with uid ${uid}`
  throw path ? invalidField(path, message) : notFound(message)
}

/**
 * GET event_player/{id}: the players involved in video event {id}. `forScout`: without the minors hidden from
 * scouts, and a minor's picture only with his guardian's consent to photos (privacy/minors.ts).
 */
export async function eventPlayersOf(
  db: Executor,
  eventId: string,
  forScout = false,
): Promise<EventPlayer[]> {
  await requireEvent(db, eventId)
  return db
    .select({
      uid: players.uid,
      name: players.name,
      main_position: players.mainPosition,
      pic: forScout ? picSeenByScouts : players.pic,
    })
    .from(eventPlayers)
    .innerJoin(players, eq(players.uid, eventPlayers.playerId))
    .where(
      and(
        eq(eventPlayers.videoEventId, eventId),
        forScout ? seenByScouts(players.uid, players.dateOfBirth) : undefined,
      ),
    )
    .orderBy(sql`lower(${players.name})`)
}

/** POST event_player: sets who was involved (the list replaces the previous one; sending it twice is harmless). */
export async function setEventPlayers(db: Db, body: EventPlayerBody) {
  await db.transaction(async (tx) => {
    await requireEvent(tx, body.video_event_id, 'video_event_id')
    if (body.players.length) {
      const found = await tx
        .select({ uid: players.uid })
        .from(players)
        .where(inArray(players.uid, body.players))
      const known = new Set(found.map((r) => r.uid))
      const missing = body.players.findIndex((p) => !known.has(p))
      if (missing >= 0)
        throw invalidField(`players.${missing}`, `No player with uid ${body.players[missing]}`)
    }
    await tx.delete(eventPlayers).where(eq(eventPlayers.videoEventId, body.video_event_id))
    if (body.players.length)
      await tx
        .insert(eventPlayers)
        .values(body.players.map((playerId) => ({ videoEventId: body.video_event_id, playerId })))
  })
  return eventPlayersOf(db, body.video_event_id)
}
