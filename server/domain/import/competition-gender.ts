import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { players } from '../../db/schema/index'
import type { Tally } from './record-sync'

// Whose football a file holds. openfootball says it only in its names: its women's tournaments are named so
// ("Women's World Cup"), every other one is men's. StatsBomb says it in every match (home_team_gender).
// The players of a tournament get that gender where theirs is not recorded, so a scout's "gender: male" finds
// them (it found none of the World Cup squads).

export type Gender = 'male' | 'female'

export const genderOfName = (...names: (string | null | undefined)[]): Gender =>
  names.some((n) => n && /\bwom[ae]n|\bfemin|\bfrauen|\bladies/i.test(n)) ? 'female' : 'male'

/** Sets the gender of these players where none is recorded (a person's records included): counted as updates. */
export async function fillGender(ex: Executor, uids: string[], gender: Gender, tally: Tally): Promise<void> {
  for (let i = 0; i < uids.length; i += 500) {
    const updated = await ex
      .update(players)
      .set({ gender, version: sql`${players.version} + 1`, updatedAt: new Date() })
      .where(and(inArray(players.uid, uids.slice(i, i + 500)), isNull(players.gender)))
      .returning({ uid: players.uid })
    tally.updated += updated.length
    tally.unchanged -= Math.min(tally.unchanged, updated.length)
  }
}
