import sharp from 'sharp'
import type { ScoutPlayer } from '../../../src/api/contract/schemas/scout-players'
import type { ScoutReport } from '../../../src/api/contract/schemas/scouting-reports'
import { headlineAttributes } from '../../../src/api/contract/terms/attribute-names'
import type { CareerStats } from '../../../src/api/contract/terms/player-stats'
import { STORED_NAME, type Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { getAttributes } from '../players/attributes'
import { playerStats } from '../players/stats'
import { latestReports } from './reports/report-reads'
import { scoutPlayerProfile } from './scout-players'

// What a player's card holds, read once: the player as the scout sees him, his career by season and team, his
// headline ratings, the scout's latest report and his picture (as JPEG: a PDF embeds JPEG and PNG, not WebP).

export interface PlayerCard {
  player: ScoutPlayer
  career: CareerStats[]
  /** The headline ratings that are set (1–100), in the radar's order. */
  ratings: { label: string; value: number }[]
  report: ScoutReport | null
  photo: Buffer | null
}

const words = (name: string) => name[0]!.toUpperCase() + name.slice(1)

async function photoOf(storage: Storage, url: string | null): Promise<Buffer | null> {
  const name = url?.split('/').pop()
  if (!name || !STORED_NAME.test(name) || name.endsWith('.pdf')) return null
  try {
    const chunks: Buffer[] = []
    for await (const chunk of await storage.read(name)) chunks.push(chunk as Buffer)
    return await sharp(Buffer.concat(chunks))
      .resize(320, 320, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer()
  } catch {
    // A picture that cannot be read leaves the card without it; the card is still the scout's card.
    return null
  }
}

/** The card's data; without `storage`, no picture is read (a shared page shows the picture by its address). */
export async function playerCard(
  db: Db,
  storage: Storage | null,
  scoutUid: string,
  uid: string,
): Promise<PlayerCard> {
  const player = await scoutPlayerProfile(db, scoutUid, uid)
  const [stats, attributes, reports, photo] = await Promise.all([
    playerStats(db, uid),
    getAttributes(db, uid),
    latestReports(db, scoutUid, [uid]),
    storage ? photoOf(storage, player.pic ?? null) : null,
  ])
  const ratings = headlineAttributes.flatMap((name) => {
    const value = attributes[name]
    return value == null ? [] : [{ label: words(name), value }]
  })
  return { player, career: stats.career, ratings, report: reports.get(uid) ?? null, photo }
}
