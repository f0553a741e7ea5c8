import type { SQL } from 'drizzle-orm'
import type { PageQuery } from '../../../src/api/contract/schemas/common'
import type { Player } from '../../../src/api/contract/schemas/players'
import type {
  HotPlayer,
  ScoutPlayer,
  ScoutPlayerListQuery,
} from '../../../src/api/contract/schemas/scout-players'
import type { Db } from '../../db/client'
import type { JsonPage } from '../../db/reads/json-rows'
import { playerListJson, players } from '../../db/schema/index'
import {
  type ExtraColumn,
  listPlayers,
  type PlayerJson,
  playersByUids,
  searchPlayers,
} from '../players/player-reads'
import { getPlayer } from '../players/players'
import { refuseHiddenMinor, seenByScouts } from '../privacy/minors'
import { valuesOwnerOf } from '../recruitment/club-values'
import { recruitmentOf } from '../recruitment/recruitment-read'
import { hotPlayerLines, hotReason } from './hot-players'
import { keyNumbersOf, noNumbers } from './key-numbers'
import { asSeen, seenJson } from './seen-by-scouts'
import { shortlistedAmong, shortlistedAtColumn, shortlistPage } from './shortlist'

// Players as a scout sees them: the community's record without contact details, plus `is_shortlisted` for
// this scout — one shortlist query per page, never one per player. Composes the players' reader.

export async function forScout(db: Db, scoutUid: string, list: Player[]): Promise<ScoutPlayer[]> {
  const shortlisted = await shortlistedAmong(
    db,
    scoutUid,
    list.map((p) => p.uid),
  )
  return list.map((player) => asSeen(player, shortlisted.get(player.uid)?.toISOString()))
}

/**
 * A player as a scout receives him in a list, written as JSON by PostgreSQL: seenJson of his fields, with the
 * shortlist date read beside him (`pageFor`'s column).
 */
const seenPlayerJson: PlayerJson = {
  name: 'seen',
  row: ({ shortlisted_at }) => seenJson(shortlisted_at as SQL),
  only: seenByScouts(players.uid, players.dateOfBirth),
}

/** A page of players read with this scout's shortlist dates in the same query (`read` passes the column on). */
const pageFor = (
  scoutUid: string,
  read: (columns: Record<string, ExtraColumn>, json: PlayerJson) => Promise<JsonPage>,
): Promise<JsonPage> =>
  read(
    {
      shortlisted_at: { of: (scout) => shortlistedAtColumn(scout, playerListJson.playerId), value: scoutUid },
    },
    seenPlayerJson,
  )

/** GET player: by uid, nationality (`country_id`) and gender, alphabetical. */
export async function scoutPlayerList(db: Db, scoutUid: string, query: ScoutPlayerListQuery) {
  const { country_id, ...rest } = query
  return pageFor(scoutUid, (columns, json) =>
    listPlayers(db, { ...rest, nationality_id: country_id }, columns, json),
  )
}

/** GET profile/{id}. */
export async function scoutPlayerProfile(db: Db, scoutUid: string, uid: string) {
  await refuseHiddenMinor(db, uid)
  const [[player], { ownerUid }] = await Promise.all([
    getPlayer(db, uid).then((p) => forScout(db, scoutUid, [p])),
    valuesOwnerOf(db, scoutUid),
  ])
  return { ...player!, recruitment: await recruitmentOf(db, uid, ownerUid) }
}

/** GET search?q=: prefix and typo-tolerant name matches, best first. */
export async function scoutPlayerSearch(db: Db, scoutUid: string, query: PageQuery & { q: string }) {
  return pageFor(scoutUid, (columns, json) => searchPlayers(db, query, columns, json))
}

/** GET shortlisted: the scout's players, most recently shortlisted first, with their key numbers. */
export async function scoutShortlist(db: Db, scoutUid: string, query: PageQuery) {
  const { uids, total } = await shortlistPage(db, scoutUid, query.page, query.limit)
  const [seen, numbers] = await Promise.all([
    forScout(db, scoutUid, await playersByUids(db, uids, true)),
    keyNumbersOf(db, uids),
  ])
  const data = seen.map((player) => ({ ...player, stats: numbers.get(player.uid) ?? noNumbers }))
  return { data, meta: { total, page: query.page, limit: query.limit } }
}

/** GET hot-players: in form or drawing scouts' interest, each with its reason (hot-players.ts). */
export async function scoutHotPlayers(db: Db, scoutUid: string, limit: number): Promise<HotPlayer[]> {
  const lines = await hotPlayerLines(db, limit)
  const byUid = new Map(lines.map((line) => [line.uid, line]))
  const seen = await forScout(
    db,
    scoutUid,
    await playersByUids(
      db,
      lines.map((line) => line.uid),
      true,
    ),
  )
  return seen.map((player) => {
    const line = byUid.get(player.uid)!
    const { uid: _uid, scorerOnly: _scorerOnly, ...counts } = line
    return { ...player, hot: { ...counts, reason: hotReason(line) } }
  })
}
