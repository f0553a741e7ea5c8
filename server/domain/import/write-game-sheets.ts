import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { gamePlayers } from '../../db/schema/index'
import type { ScorerRow } from './goal-operations'
import { changedFields, type Tally } from './record-sync'

// Game-sheet rows (`game_players`) for the scorers. The data has no line-ups, so a sheet holds only the
// players the file proves took part: each scorer (own goals included) gets a row with `played` true and their
// goals; whether they started, came on or finished the match is unknown, so `onField`/`onBench` stay false
// and `minutes` 0. Rows a person added to the sheet (a line-up typed in later) are never removed or changed,
// except for the copies of the game's date, season and competition that every row carries.

export interface SheetCopy {
  gameKind: string
  gameDate: Date | null
  season: string | null
  tournamentId: string | null
  leagueId: string | null
}

export interface GameSheetWrite {
  gameUid: string
  teamUids: [string, string]
  scorers: ScorerRow[]
  copy: SheetCopy
}

export async function writeScorerRows(ex: Executor, sheets: GameSheetWrite[], tally: Tally): Promise<void> {
  if (sheets.length === 0) return
  const stored = await ex
    .select()
    .from(gamePlayers)
    .where(
      inArray(
        gamePlayers.gameId,
        sheets.map((s) => s.gameUid),
      ),
    )
  const inserts: (typeof gamePlayers.$inferInsert)[] = []
  for (const sheet of sheets) {
    const rows = stored.filter((row) => row.gameId === sheet.gameUid)
    if (rows.some((row) => Object.keys(changedFields(row, { ...sheet.copy })).length > 0)) {
      await ex.update(gamePlayers).set(sheet.copy).where(eq(gamePlayers.gameId, sheet.gameUid))
    }
    let ordinal = rows.reduce((max, row) => Math.max(max, row.ordinal), -1)
    for (const scorer of sheet.scorers) {
      const row = rows.find((r) => r.playerId === scorer.player.uid)
      if (!row) {
        inserts.push({
          gameId: sheet.gameUid,
          teamId: sheet.teamUids[scorer.side],
          playerId: scorer.player.uid,
          side: scorer.side,
          ordinal: ++ordinal,
          position: scorer.player.mainPosition,
          jerseyNo: scorer.player.shirtNumber,
          goals: scorer.goals,
          played: true,
          ...sheet.copy,
        })
        tally.created++
        continue
      }
      const changed = changedFields(row, { goals: scorer.goals, played: true })
      if (Object.keys(changed).length === 0) {
        tally.unchanged++
        continue
      }
      await ex
        .update(gamePlayers)
        .set(changed)
        .where(and(eq(gamePlayers.gameId, sheet.gameUid), eq(gamePlayers.playerId, scorer.player.uid)))
      tally.updated++
    }
  }
  for (let i = 0; i < inserts.length; i += 500) await ex.insert(gamePlayers).values(inserts.slice(i, i + 500))
}
