import type { games } from '../../../db/schema/index'
import { stableUid } from '../stable-uid'
import { goalsOf } from './event-goals'
import { reachesExtraTime } from './lineup-spans'
import { type MatchSheet, matchSheet } from './match-sheet'
import type { Competition, LineupTeam, Match, MatchEvent } from './statsbomb-format'

// One StatsBomb match as a game: its uid from the match id, kick-off (the files give local time without a zone:
// stored as written), venue, stage, score, 120 minutes when anything of it reaches extra time, and — with its
// line-ups — its sheet and the events the game page replays.

export interface SeasonInput {
  fileName: string
  matches: Match[]
  competition: Competition | undefined
  lineups: Map<number, LineupTeam[]>
  events: Map<number, MatchEvent[]>
}

export interface SeasonContext {
  tournamentId: string
  name: string
  season: string
  international: boolean
  playerUid: (sbId: number) => string | null
}

export function seasonGame(
  m: Match,
  teamUids: [string, string],
  input: Pick<SeasonInput, 'lineups' | 'events'>,
  ctx: SeasonContext,
): {
  gameUid: string
  record: { uid: string; values: Partial<typeof games.$inferInsert> }
  sheet: MatchSheet | null
} {
  const gameUid = stableUid('statsbomb-game', m.match_id)
  const lineups = input.lineups.get(m.match_id)
  const events = input.events.get(m.match_id)
  const listed = lineups?.flatMap((t) => t.lineup) ?? []
  const extraTime = reachesExtraTime(listed) || (events ?? []).some((e) => e.period >= 3)
  const date = new Date(`${m.match_date}T${(m.kick_off ?? '00:00:00').slice(0, 8)}Z`)
  const copy = {
    gameKind: ctx.international ? 'national_game' : 'game',
    gameDate: date,
    season: ctx.season,
    tournamentId: ctx.tournamentId,
    leagueId: null,
  }
  const sheet = lineups
    ? matchSheet({
        gameUid,
        teamUids,
        sbTeamIds: [m.home_team.home_team_id, m.away_team.away_team_id],
        lineups,
        goals: events ? goalsOf(events) : null,
        matchEnd: (extraTime ? 120 : 90) * 60,
        playerUid: ctx.playerUid,
        copy,
      })
    : null
  const finished = m.home_score != null && m.away_score != null
  const values = {
    kind: copy.gameKind,
    date,
    venue: m.stadium?.name ?? null,
    tournamentId: ctx.tournamentId,
    competition: ctx.name,
    season: ctx.season,
    stage: m.competition_stage?.name ?? null,
    status: finished ? 'finished' : 'scheduled',
    homeScore: m.home_score ?? null,
    awayScore: m.away_score ?? null,
    durationMinutes: extraTime ? 120 : 90,
    ...(sheet ? { operations: sheet.operations } : {}),
  }
  return { gameUid, record: { uid: gameUid, values }, sheet }
}
