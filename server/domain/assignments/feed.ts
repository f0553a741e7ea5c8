import { createHmac, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { CalendarFeed } from '../../../src/api/contract/schemas/assignments'
import { assignmentTarget, gameTitle } from '../../../src/api/contract/terms/assignments'
import { assignmentPaths } from '../../../src/api/contract/terms/paths'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema/index'
import { hashToken } from '../accounts/tokens'
import { notFound } from '../support/errors'
import { listAssignments } from './assignment-reads'
import { type IcsEvent, icsCalendar } from './ics'

// A scout's private calendar feed (decision 0053): an address with a 256-bit token that calendar apps poll with
// no session. The token is an HMAC of a stored salt under the server's secret, so the page can show the address
// again while the database holds only its hash; renewing draws a new salt and the old address answers 404 at once.

const tokenOf = (secret: string, salt: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${salt}`).digest('base64url')

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}${assignmentPaths.feedFile(token)}`

async function newFeed(db: Db, secret: string, accountUid: string) {
  const salt = randomBytes(32).toString('base64url')
  const tokenHash = hashToken(tokenOf(secret, salt))
  const [row] = await db
    .insert(calendarFeeds)
    .values({ accountUid, salt, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.accountUid, set: { salt, tokenHash, createdAt: sql`now()` } })
    .returning()
  return row!
}

/** The scout's feed address, made on first asking. */
export async function calendarFeed(
  db: Db,
  config: { secret: string; publicUrl: string },
  accountUid: string,
  renew = false,
): Promise<CalendarFeed> {
  const [existing] = renew
    ? []
    : await db.select().from(calendarFeeds).where(eq(calendarFeeds.accountUid, accountUid))
  const row = existing ?? (await newFeed(db, config.secret, accountUid))
  return {
    url: feedUrl(config.publicUrl, tokenOf(config.secret, row.salt)),
    created_at: row.createdAt.toISOString(),
  }
}

/** The .ics of the scout whose token this is: his assignments still to be watched and done, with their games. */
export async function feedFile(db: Db, publicUrl: string, token: string): Promise<string> {
  const [feed] = await db
    .select({ accountUid: calendarFeeds.accountUid })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
  if (!feed) throw notFound('There is no calendar at this address: it was renewed or never made')
  const assignments = (await listAssignments(db, feed.accountUid, {})).filter((a) => a.status !== 'declined')
  const events: IcsEvent[] = assignments.map((a) => {
    const game = a.game
    const facts = [
      a.game ? `${gameTitle(a.game)}${a.game.competition ? ` · ${a.game.competition}` : ''}` : null,
      `Due ${a.due_on} · priority ${a.priority}${a.status === 'done' ? ' · done' : ''}`,
      a.note || null,
    ]
    return {
      uid: `${a.uid}@scoutline`,
      start: game?.time ?? game?.date ?? a.due_on,
      summary: `${a.status === 'done' ? 'Done: ' : 'Watch '}${assignmentTarget(a)}`,
      description: facts.filter(Boolean).join('\n'),
      location: game?.venue ?? undefined,
      url: `${publicUrl}/scout/assignments/${a.uid}`,
      stamp: a.updated_at,
    }
  })
  return icsCalendar('Scoutline assignments', events)
}
