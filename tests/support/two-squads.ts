import { uuidv7 } from 'uuidv7'
import { players } from '../../server/db/schema/index'
import type { Factories, Made } from './factories'
import type { TestApp } from './test-app'

// Two teams of a tournament with squads of fresh players, for tests that save game sheets. The players are
// inserted directly (their own API is not under test here); the teams go through the community API.

export interface TwoSquads {
  tournament: Made
  home: Made
  away: Made
  /** The home and the away squad's player uids, in squad order. */
  h: string[]
  a: string[]
}

export async function twoSquads(
  t: TestApp,
  make: Factories,
  names: { country: string; code: string; tournament: string; home: string; away: string; players: string },
  size: number,
): Promise<TwoSquads> {
  const country = await make.country({ name: names.country, code: names.code })
  const tournament = await make.tournament({
    name: names.tournament,
    country_id: country.uid,
    season: '2026',
  })
  const squad = async (side: 'H' | 'A') => {
    const uids: string[] = []
    for (let i = 0; i < size; i++) {
      const uid = uuidv7()
      await t.db.insert(players).values({ uid, name: `${names.players} ${side}${i}` })
      uids.push(uid)
    }
    return uids
  }
  const h = await squad('H')
  const a = await squad('A')
  const home = await make.team({ name: names.home, tournamentId: tournament.uid, players: h })
  const away = await make.team({ name: names.away, tournamentId: tournament.uid, players: a })
  return { tournament, home, away, h, a }
}
