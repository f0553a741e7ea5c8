import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { players } from '../../../db/schema/index'
import { changedFields, syncRecords, type Tally } from '../record-sync'
import { mainPositionOf } from './lineup-spans'
import type { MatchSheet } from './match-sheet'
import type { PlayerFate } from './reconcile-players'

// The line-ups' players as records. A player this importer created follows the files (his main position is the
// one of his most minutes in them, his other positions every place he played). A player someone else created —
// the World Cup squads, a person — is only filled in where he has nothing: a main position that was just a line
// (openfootball's "Defender") becomes the exact place, the places he played are added to his positions, and an
// empty gender, height or birth date is set. What a person typed is never replaced.

export interface PlayerFacts {
  name: string
  nickname: string | null
  countryUid: string | null
  gender: string | null
  birthDate: string | null
  heightCm: number | null
  shirtNumber: number | null
  /** Seconds at each position over this import's matches. */
  positionSeconds: Map<string, number>
}

const LINES = new Set(['GK', 'DF', 'MF', 'FW'])

function placesOf(facts: PlayerFacts) {
  const main = mainPositionOf(facts.positionSeconds)
  const others = [...facts.positionSeconds.keys()].filter((code) => code !== main).sort()
  return { main, others }
}

const height = (cm: number | null) => (cm && cm >= 50 && cm <= 250 ? Math.round(cm) : null)

export async function writePlayers(
  ex: Executor,
  fates: Map<number, PlayerFate>,
  facts: Map<number, PlayerFacts>,
  tally: Tally,
): Promise<void> {
  const owned: Parameters<typeof syncRecords<typeof players>>[2] = []
  const refine = new Map<string, PlayerFacts>()
  for (const [id, fate] of fates) {
    const f = facts.get(id)!
    if (fate.status === 'created' || fate.status === 'known') {
      const { main, others } = placesOf(f)
      // A created player is known by his short name; the full one is a finder's second chance (the name search).
      const values = {
        name: f.nickname || f.name,
        nationalityId: f.countryUid,
        gender: f.gender,
        mainPosition: main,
        positions: others,
        shirtNumber: f.shirtNumber,
        ...(f.birthDate ? { dateOfBirth: f.birthDate } : {}),
        ...(height(f.heightCm) ? { heightCm: height(f.heightCm) } : {}),
      }
      owned.push({ uid: fate.uid, values })
    } else if (fate.status === 'matched') refine.set(fate.uid, f)
  }
  await syncRecords(ex, players, owned, tally)
  if (refine.size === 0) return
  const stored = await ex
    .select({
      uid: players.uid,
      mainPosition: players.mainPosition,
      positions: players.positions,
      gender: players.gender,
      heightCm: players.heightCm,
      dateOfBirth: players.dateOfBirth,
    })
    .from(players)
    .where(inArray(players.uid, [...refine.keys()]))
  for (const row of stored) {
    const f = refine.get(row.uid)!
    const { main, others } = placesOf(f)
    const refinedMain = main && (!row.mainPosition || LINES.has(row.mainPosition)) ? main : row.mainPosition
    const played = [...(main ? [main] : []), ...others].filter((code) => code !== refinedMain)
    const wanted = {
      mainPosition: refinedMain,
      positions: [...row.positions, ...played.filter((code) => !row.positions.includes(code))],
      gender: row.gender ?? f.gender,
      heightCm: row.heightCm ?? height(f.heightCm),
      dateOfBirth: row.dateOfBirth ?? f.birthDate,
    }
    const changed = changedFields(row, wanted)
    if (Object.keys(changed).length === 0) {
      tally.unchanged++
      continue
    }
    await ex
      .update(players)
      .set({ ...changed, version: sql`${players.version} + 1`, updatedAt: new Date() })
      .where(eq(players.uid, row.uid))
    tally.updated++
  }
}

/** Adds what one match's sheet says of its players to what is known of them over the import. */
export function addFacts(
  facts: Map<number, PlayerFacts>,
  matches: MatchSheet['matches'],
  countryUid: (name: string | null | undefined) => string | null,
  gender: string | null,
) {
  for (const { sbId, match, player } of matches) {
    const f = facts.get(sbId) ?? {
      name: player.player_name,
      nickname: player.player_nickname ?? null,
      countryUid: countryUid(player.country?.name),
      gender,
      birthDate: player.birth_date ?? null,
      heightCm: player.player_height ?? null,
      shirtNumber: null,
      positionSeconds: new Map(),
    }
    f.shirtNumber = player.jersey_number ?? f.shirtNumber
    for (const [code, s] of match.positionSeconds)
      f.positionSeconds.set(code, (f.positionSeconds.get(code) ?? 0) + s)
    facts.set(sbId, f)
  }
}
