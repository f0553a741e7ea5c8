import type { ImportFileReport } from '../../../../src/api/contract/schemas/import'
import type { Db } from '../../../db/client'
import { oneImportAtATime } from '../import-openfootball'
import type { LineupTeam, MatchEvent, StatsBombFile } from './statsbomb-format'
import { writeSeason } from './write-season'

// A StatsBomb import: the matches files say which competition seasons are given; each season's line-ups and
// events are found by match id among the other files. Everything is written in one transaction (a tournament's
// players, games and sheets belong together), after every file was validated.

export async function importStatsBomb(db: Db, files: StatsBombFile[]): Promise<ImportFileReport[]> {
  const competitions = files.flatMap((f) => (f.kind === 'competitions' ? f.competitions : []))
  const lineups = new Map<number, LineupTeam[]>()
  const events = new Map<number, MatchEvent[]>()
  for (const f of files) {
    if (f.kind === 'lineups') lineups.set(f.matchId, f.teams)
    if (f.kind === 'events') events.set(f.matchId, f.events)
  }
  const seasons = files.flatMap((f) => (f.kind === 'matches' && f.matches.length > 0 ? [f] : []))
  const claimed = new Set(seasons.flatMap((s) => s.matches.map((m) => m.match_id)))
  const orphans = [...lineups.keys()].filter((id) => !claimed.has(id))
  return db.transaction(async (tx) => {
    await oneImportAtATime(tx)
    const reports: ImportFileReport[] = []
    for (const file of seasons) {
      const first = file.matches[0]!
      const report = await writeSeason(tx, {
        fileName: file.fileName,
        matches: file.matches,
        competition: competitions.find(
          (c) =>
            c.competition_id === first.competition.competition_id && c.season_id === first.season.season_id,
        ),
        lineups: new Map(
          file.matches.flatMap((m) =>
            lineups.has(m.match_id) ? [[m.match_id, lineups.get(m.match_id)!]] : [],
          ),
        ),
        events: new Map(
          file.matches.flatMap((m) =>
            events.has(m.match_id) ? [[m.match_id, events.get(m.match_id)!]] : [],
          ),
        ),
      })
      reports.push(report)
    }
    if (orphans.length > 0 && reports[0]?.kind === 'statsbomb')
      reports[0].skipped.push(
        ...orphans.map((id) => `line-ups of match ${id}: no matches file given has this match`),
      )
    return reports
  })
}
