import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { gameDayGames, gameDays, games, gameTeams, teams } from '../../db/schema/index'
import { goalOperations } from './goal-operations'
import { finalScore, kickoffUtc } from './match-details'
import { resolveNationalTeams, syncOwned } from './natural-keys'
import type { MatchesFile } from './openfootball-format'
import { type ReconciliationReport, reconcileMatches } from './reconcile-goals'
import { emptyTally, syncLists, syncRecords, type Tally } from './record-sync'
import { loadNationalSquads, type StoredPlayer } from './squads-from-db'
import { stableUid } from './stable-uid'
import { type GameSheetWrite, writeScorerRows } from './write-game-sheets'
import { tournamentSpecOf, writeTournament } from './write-tournament'

// One matches file: the tournament, its match days (one per round), the games with their two teams, scores
// and goal events, and the scorers' game-sheet rows. Each nation plays with its national side's team; a match
// whose team is no stored nation (a "W73" placeholder of a schedule) is skipped and reported.

export const MATCH_ENTITIES = [
  'tournaments',
  'teams',
  'gameDays',
  'dayGames',
  'games',
  'gameTeams',
  'sheetRows',
] as const
export type MatchCounts = Record<(typeof MATCH_ENTITIES)[number], Tally>

export interface MatchesResult {
  counts: MatchCounts
  reconciliation: ReconciliationReport
  skippedMatches: string[]
}

export const GAME_KIND = 'national_game'

export async function writeMatches(ex: Executor, file: MatchesFile): Promise<MatchesResult> {
  const counts = Object.fromEntries(MATCH_ENTITIES.map((e) => [e, emptyTally()])) as MatchCounts
  const spec = tournamentSpecOf(file)
  const tournamentId = await writeTournament(ex, spec, counts.tournaments)
  const sides = await loadNationalSquads(ex, tournamentId)
  const { matches, report } = reconcileMatches(file.matches, sides, (p: StoredPlayer) => p.name)

  const playing = [
    ...new Map(
      matches
        .flatMap((m) => [m.team1, m.team2])
        .filter((t) => t !== null)
        .map((t) => [t.uid, t]),
    ).values(),
  ]
  const teamOf = await resolveNationalTeams(
    ex,
    playing.map((side) => side.uid),
  )
  const teamUidOf = (nationalUid: string) => teamOf.get(nationalUid)!.uid
  await syncOwned(
    ex,
    teams,
    playing.map((side) => ({
      resolved: teamOf.get(side.uid)!,
      values: { name: side.name, nationalId: side.uid },
    })),
    counts.teams,
  )

  const skippedMatches: string[] = []
  const seen = new Map<string, number>()
  const dayGames = new Map<string, string[]>()
  const gameRecords: Parameters<typeof syncRecords<typeof games>>[2] = []
  const pairs: { gameId: string; side: number; teamId: string }[] = []
  const sheets: GameSheetWrite[] = []
  for (const reconciled of matches) {
    const { match, team1, team2 } = reconciled
    if (!team1 || !team2 || team1 === team2) {
      const why = team1 && team2 ? 'the same team on both sides' : 'unknown team'
      skippedMatches.push(`${match.date} ${match.team1} – ${match.team2}: ${why}`)
      continue
    }
    // A game is its tournament, round and teams (not its date, which a corrected file may move); the same
    // pairing twice in one round (a replay) is told apart by its order in the file.
    const natural = [tournamentId, match.round, team1.uid, team2.uid]
    const repeat = (seen.get(natural.join('|')) ?? 0) + 1
    seen.set(natural.join('|'), repeat)
    const gameUid = repeat === 1 ? stableUid('game', ...natural) : stableUid('game', ...natural, repeat)
    const teamUids: [string, string] = [teamUidOf(team1.uid), teamUidOf(team2.uid)]
    const score = finalScore(match)
    const { operations, scorers } = goalOperations(reconciled, teamUids)
    const date = kickoffUtc(match) ?? new Date(`${match.date}T00:00:00Z`)
    gameRecords.push({
      uid: gameUid,
      values: {
        kind: GAME_KIND,
        date,
        venue: match.ground ?? null,
        tournamentId,
        competition: spec.name,
        season: spec.season,
        stage: match.group ?? match.round,
        status: score.home === null ? 'scheduled' : 'finished',
        homeScore: score.home,
        awayScore: score.away,
        durationMinutes: score.extraTime ? 120 : 90,
        operations,
      },
    })
    pairs.push(
      { gameId: gameUid, side: 0, teamId: teamUids[0] },
      { gameId: gameUid, side: 1, teamId: teamUids[1] },
    )
    sheets.push({
      gameUid,
      teamUids,
      scorers,
      copy: { gameKind: GAME_KIND, gameDate: date, season: spec.season, tournamentId, leagueId: null },
    })
    dayGames.set(match.round, [...(dayGames.get(match.round) ?? []), gameUid])
  }
  await syncRecords(ex, games, gameRecords, counts.games)
  await writeGameTeams(ex, pairs, counts.gameTeams)
  await writeScorerRows(ex, sheets, counts.sheetRows)

  const dayRecords = []
  const dayLists = new Map<string, string[]>()
  for (const [round, gameUids] of dayGames) {
    const inRound = file.matches.filter((m) => m.round === round)
    const dayUid = stableUid('game-day', tournamentId, round)
    dayRecords.push({
      uid: dayUid,
      values: {
        tournamentId,
        name: round,
        date: inRound.map((m) => m.date).sort()[0] ?? null,
        stage: inRound.every((m) => m.group) ? 'Group stage' : round,
      },
    })
    dayLists.set(dayUid, gameUids)
  }
  await syncRecords(ex, gameDays, dayRecords, counts.gameDays)
  await syncLists(ex, gameDayGames, { owner: 'dayId', item: 'gameId' }, dayLists, counts.dayGames)
  return { counts, reconciliation: report, skippedMatches }
}

/** The two sides of each game (`team_array`): side 0 is team1 of the file, side 1 team2. */
export async function writeGameTeams(
  ex: Executor,
  pairs: { gameId: string; side: number; teamId: string }[],
  tally: Tally,
) {
  if (pairs.length === 0) return
  const stored = await ex
    .select()
    .from(gameTeams)
    .where(inArray(gameTeams.gameId, [...new Set(pairs.map((p) => p.gameId))]))
  const inserts = []
  for (const pair of pairs) {
    const row = stored.find((r) => r.gameId === pair.gameId && r.side === pair.side)
    if (!row) {
      inserts.push(pair)
      tally.created++
    } else if (row.teamId !== pair.teamId) {
      await ex
        .update(gameTeams)
        .set({ teamId: pair.teamId })
        .where(and(eq(gameTeams.gameId, pair.gameId), eq(gameTeams.side, pair.side)))
      tally.updated++
    } else tally.unchanged++
  }
  if (inserts.length > 0) await ex.insert(gameTeams).values(inserts)
}
