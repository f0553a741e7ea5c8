import { and, eq } from 'drizzle-orm'
import type { AttributesBody } from '../../../src/api/contract/schemas/players-attributes'
import type { Db } from '../../db/client'
import { countries, players } from '../../db/schema/index'
import { putAttributes } from '../../domain/players/attributes'
import { DomainError } from '../../domain/support/errors'

// Headline ratings (the 1–100 scale of src/api/contract/schemas/players-attributes.ts) for some of the demo's
// best-known players, so a newcomer who compares two of them sees the ratings radar: the imported World Cup
// squads carry no ratings. THESE NUMBERS ARE INVENTED DEMO VALUES, not anyone's assessment of the players.
// Entered as a community member's first rating is — through the same domain call as PUT attributes/{id}, based
// on "no ratings yet" (version 0) — so a player a member has rated since keeps the member's ratings.

type Six = [number, number, number, number, number, number]

/** [name, nationality, pace, shooting, passing, dribbling, defending, physical], names as the squads spell them. */
export const demoRatings: [string, string, ...Six][] = [
  ['Kylian Mbappé', 'France', 97, 90, 80, 92, 36, 78],
  ['Erling Haaland', 'Norway', 89, 93, 66, 80, 45, 88],
  ['Harry Kane', 'England', 69, 93, 84, 83, 49, 83],
  ['Jude Bellingham', 'England', 79, 84, 83, 87, 78, 83],
  ['Bukayo Saka', 'England', 87, 81, 82, 87, 60, 70],
  ['Lamine Yamal', 'Spain', 88, 78, 83, 90, 32, 60],
  ['Pedri', 'Spain', 76, 72, 88, 88, 65, 68],
  ['Rodri', 'Spain', 60, 78, 86, 80, 86, 84],
  ['Jamal Musiala', 'Germany', 84, 80, 82, 91, 61, 64],
  ['Florian Wirtz', 'Germany', 80, 82, 87, 88, 55, 66],
  ['Lionel Messi', 'Argentina', 80, 87, 90, 91, 33, 64],
  ['Vinícius Júnior', 'Brazil', 95, 84, 81, 91, 29, 69],
  ['Achraf Hakimi', 'Morocco', 91, 73, 80, 82, 76, 78],
  ['Virgil van Dijk', 'Netherlands', 75, 60, 73, 70, 90, 86],
  ['Kevin De Bruyne', 'Belgium', 70, 86, 93, 85, 64, 74],
  ['Mohamed Salah', 'Egypt', 89, 87, 83, 88, 45, 75],
]

const ratingsOf = ([pace, shooting, passing, dribbling, defending, physical]: Six): AttributesBody => ({
  pace,
  shooting,
  passing,
  dribbling,
  defending,
  physical,
})

/** Rates the listed players who exist and have no ratings yet; answers how many it rated. */
export async function seedDemoRatings(db: Db) {
  let rated = 0
  for (const [name, nationality, ...values] of demoRatings) {
    const [player] = await db
      .select({ uid: players.uid })
      .from(players)
      .innerJoin(countries, eq(countries.uid, players.nationalityId))
      .where(and(eq(players.name, name), eq(countries.name, nationality)))
      .limit(1)
    // A squad that changed its list since this was written: nothing to rate.
    if (!player) continue
    try {
      await putAttributes(db, player.uid, ratingsOf(values), 0)
      rated++
    } catch (error) {
      // Already rated (by a member, or by an earlier start): theirs stay.
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error
    }
  }
  return rated
}
