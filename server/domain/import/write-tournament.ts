import type { Executor } from '../../db/client'
import { tournaments } from '../../db/schema/index'
import { resolveTournament } from './natural-keys'
import type { MatchesFile } from './openfootball-format'
import { syncRecords, type Tally } from './record-sync'

// The tournament a matches file describes. Squads files imported with it point their squads and teams at it,
// so both files compute the same values and the second writer finds nothing to change.

export interface TournamentSpec {
  name: string
  season: string | null
  startDate: string | null
  endDate: string | null
}

/** The season is the year in the name ("World Cup 2026"), else the year of the first match. */
export function tournamentSpecOf(file: MatchesFile): TournamentSpec {
  const dates = file.matches.map((m) => m.date).sort()
  const year = /\b(\d{4})\b/.exec(file.name)?.[1] ?? dates[0]?.slice(0, 4) ?? null
  return { name: file.name, season: year, startDate: dates[0] ?? null, endDate: dates.at(-1) ?? null }
}

export async function writeTournament(ex: Executor, spec: TournamentSpec, tally: Tally): Promise<string> {
  const { uid, owned } = await resolveTournament(ex, spec.name, spec.season)
  if (!owned) {
    tally.unchanged++
    return uid
  }
  await syncRecords(ex, tournaments, [{ uid, values: { ...spec } }], tally)
  return uid
}
