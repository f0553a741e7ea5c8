import type { ImportFileReport } from '../../../../src/api/contract/schemas/import'
import type { Executor } from '../../../db/client'
import { gameDayGames, gameDays, games } from '../../../db/schema/index'
import { emptyTally, syncLists, syncRecords } from '../record-sync'
import { stableUid } from '../stable-uid'
import { writeGameTeams } from '../write-matches'
import { writeTournament } from '../write-tournament'
import type { SheetRow } from './match-sheet'
import { reconcilePlayers, type SbPlayer } from './reconcile-players'
import { type SeasonInput, seasonGame } from './season-game'
import { addFacts, type PlayerFacts, writePlayers } from './write-players'
import { writeSheetRows } from './write-sheet-rows'
import { writeCountries, writeSides } from './write-sides'

// One StatsBomb competition season (one matches file) with the line-ups and events given for its matches: the
// tournament, its match days (one per stage), the games with their teams and scores, the players, and each
// game's sheet. A game's uid is its StatsBomb match id, a created player's his StatsBomb player id, so a second
// import finds everything where the first put it and writes nothing.

type Report = Extract<ImportFileReport, { kind: 'statsbomb' }>
const ENTITIES = ['countries', 'nationals', 'clubs', 'tournaments', 'teams', 'players']
const MORE = ['gameDays', 'dayGames', 'games', 'gameTeams', 'sheetRows']

/** "2015/2016" → "2015/16", as the app writes a league's season; "2022" stays. */
const seasonOf = (name: string) => name.replace(/^(\d{4})\/\d{2}(\d{2})$/, '$1/$2')

export async function writeSeason(ex: Executor, input: SeasonInput): Promise<Report> {
  const counts = Object.fromEntries([...ENTITIES, ...MORE].map((e) => [e, emptyTally()]))
  const first = input.matches[0]!
  const season = seasonOf(first.season.season_name)
  const competitionName = first.competition.competition_name
  const name = competitionName.includes(first.season.season_name)
    ? competitionName
    : `${competitionName} ${first.season.season_name}`
  const international =
    input.competition?.competition_international ?? first.competition.country_name === 'International'
  const genderWord = first.home_team.home_team_gender ?? input.competition?.competition_gender ?? null
  const gender = genderWord === 'female' || genderWord === 'male' ? genderWord : null
  const dates = input.matches.map((m) => m.match_date).sort()
  const tournamentId = await writeTournament(
    ex,
    { name, season, startDate: dates[0] ?? null, endDate: dates.at(-1) ?? null },
    counts.tournaments!,
  )

  const sbTeams = new Map<number, { id: number; name: string; countryName: string | null }>()
  for (const m of input.matches) {
    const { home_team: h, away_team: a } = m
    sbTeams.set(h.home_team_id, {
      id: h.home_team_id,
      name: h.home_team_name,
      countryName: h.country?.name ?? null,
    })
    sbTeams.set(a.away_team_id, {
      id: a.away_team_id,
      name: a.away_team_name,
      countryName: a.country?.name ?? null,
    })
  }
  const lineupPlayers = [...input.lineups.values()].flatMap((teams) =>
    teams.flatMap((t) => t.lineup.map((player) => ({ player, team: t.team_name }))),
  )
  const countryUid = await writeCountries(
    ex,
    [
      ...[...sbTeams.values()].flatMap((t) => [t.countryName ?? (international ? t.name : null)]),
      ...lineupPlayers.map(({ player }) => player.country?.name ?? null),
    ].filter((n): n is string => !!n),
    counts.countries!,
  )
  const sides = await writeSides(ex, [...sbTeams.values()], international, countryUid, {
    countries: counts.countries!,
    nationals: counts.nationals!,
    clubs: counts.clubs!,
    teams: counts.teams!,
  })

  const wanted = new Map<number, SbPlayer>()
  for (const { player, team } of lineupPlayers)
    if (!wanted.has(player.player_id))
      wanted.set(player.player_id, {
        id: player.player_id,
        name: player.player_name,
        nickname: player.player_nickname ?? null,
        countryUid: countryUid(player.country?.name),
        birthDate: player.birth_date ?? null,
        team,
      })
  const { fates, uncertain } = await reconcilePlayers(ex, [...wanted.values()])
  const playerUid = (id: number) => {
    const fate = fates.get(id)
    return fate && fate.status !== 'left out' ? fate.uid : null
  }

  const skipped: string[] = []
  const gameRecords: Parameters<typeof syncRecords<typeof games>>[2] = []
  const pairs: { gameId: string; side: number; teamId: string }[] = []
  const rows: SheetRow[] = []
  const facts = new Map<number, PlayerFacts>()
  const stages = new Map<string, { date: string; uids: string[] }>()
  const ordered = [...input.matches].sort(
    (a, b) => a.match_date.localeCompare(b.match_date) || a.match_id - b.match_id,
  )
  for (const m of ordered) {
    const label = `${m.match_date} ${m.home_team.home_team_name} – ${m.away_team.away_team_name}`
    const home = sides.teamUid.get(m.home_team.home_team_id)
    const away = sides.teamUid.get(m.away_team.away_team_id)
    if (!home || !away || home === away) {
      skipped.push(`${label}: a team that is no known nation`)
      continue
    }
    const { gameUid, record, sheet } = seasonGame(m, [home, away], input, {
      tournamentId,
      name,
      season,
      international,
      playerUid,
    })
    const events = input.events.get(m.match_id)
    if (events && !input.lineups.has(m.match_id))
      skipped.push(`events of ${label}: given without the match's line-ups`)
    gameRecords.push(record)
    pairs.push({ gameId: gameUid, side: 0, teamId: home }, { gameId: gameUid, side: 1, teamId: away })
    addFacts(facts, sheet?.matches ?? [], countryUid, gender)
    rows.push(...(sheet?.rows ?? []))
    const stage = m.competition_stage?.name ?? 'Matches'
    const day = stages.get(stage) ?? { date: m.match_date, uids: [] }
    day.uids.push(gameUid)
    stages.set(stage, day)
  }

  const placed = new Map([...fates].filter(([id]) => facts.has(id)))
  await writePlayers(ex, placed, facts, counts.players!)
  await syncRecords(ex, games, gameRecords, counts.games!)
  await writeGameTeams(ex, pairs, counts.gameTeams!)
  await writeSheetRows(ex, rows, counts.sheetRows!)
  const dayRecords = [...stages].map(([stage, day]) => ({
    uid: stableUid('game-day', tournamentId, stage),
    values: { tournamentId, name: stage, date: day.date, stage },
  }))
  await syncRecords(ex, gameDays, dayRecords, counts.gameDays!)
  await syncLists(
    ex,
    gameDayGames,
    { owner: 'dayId', item: 'gameId' },
    new Map(dayRecords.map((d, i) => [d.uid, [...stages.values()][i]!.uids])),
    counts.dayGames!,
  )
  const fateCount = (status: string) => [...placed.values()].filter((f) => f.status === status).length
  return {
    file: input.fileName,
    kind: 'statsbomb',
    tournament: name,
    matches: input.matches.length,
    lineups: input.matches.filter((m) => input.lineups.has(m.match_id)).length,
    events: input.matches.filter((m) => input.events.has(m.match_id)).length,
    counts,
    players: {
      known: fateCount('known'),
      matched: fateCount('matched'),
      created: fateCount('created'),
      leftOut: [...fates.values()].filter((f) => f.status === 'left out').length,
    },
    uncertain,
    skipped: [...skipped, ...sides.unplaced.map((t) => `team ${t}: no nation of that name`)],
  }
}
