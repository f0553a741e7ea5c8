// A whole tournament in StatsBomb's open-data layout, generated: 32 nations (World Cup 2026 sides, so a database
// holding their squads matches some players by name), 26 players each, 48 group matches and 16 knockout matches
// (64 line-up files), with the real files' quirks spread over them — substitutions, tactical shifts (overlapping
// spans, written out of order), extra time, shoot-outs, cards, `to: null` at the final whistle — and optionally an
// events file per match with the goals. For the import's speed (bench/statsbomb-import.ts) and its API test.

export interface GeneratedFile {
  name: string
  content: string
}

const NATIONS = [
  'Argentina',
  'France',
  'Brazil',
  'England',
  'Spain',
  'Portugal',
  'Netherlands',
  'Belgium',
  'Germany',
  'Croatia',
  'Uruguay',
  'Morocco',
  'Japan',
  'South Korea',
  'United States',
  'Mexico',
  'Senegal',
  'Switzerland',
  'Ecuador',
  'Australia',
  'Canada',
  'Iran',
  'Saudi Arabia',
  'Tunisia',
  'Qatar',
  'Ghana',
  'Colombia',
  'Norway',
  'Austria',
  'Scotland',
  'Egypt',
  'Paraguay',
]
const GIVEN = [
  'Luis',
  'Marco',
  'Ali',
  'Jonas',
  'Pedro',
  'Kenji',
  'Omar',
  'Erik',
  'Jules',
  'Mateo',
  'Sami',
  'Noah',
  'Ivan',
]
const FAMILY = [
  'Silva',
  'Moreau',
  'Kaya',
  'Berg',
  'Ramos',
  'Tanaka',
  'Diallo',
  'Novak',
  'Costa',
  'Meyer',
  'Haddad',
]
// A 4-3-3 by StatsBomb position ids: GK, RB, RCB, LCB, LB, RCM, CDM, LCM, RW, ST, LW.
const SHAPE: [number, string][] = [
  [1, 'Goalkeeper'],
  [2, 'Right Back'],
  [3, 'Right Center Back'],
  [5, 'Left Center Back'],
  [6, 'Left Back'],
  [13, 'Right Center Midfield'],
  [10, 'Center Defensive Midfield'],
  [15, 'Left Center Midfield'],
  [17, 'Right Wing'],
  [23, 'Center Forward'],
  [21, 'Left Wing'],
]

const clock = (minutes: number) =>
  `${String(Math.floor(minutes)).padStart(2, '0')}:${String(Math.round((minutes % 1) * 60) % 60).padStart(2, '0')}`
const periodOf = (minute: number) => (minute < 45 ? 1 : minute < 90 ? 2 : minute < 105 ? 3 : 4)

interface Team {
  id: number
  name: string
  players: { id: number; name: string; nickname: string | null; number: number }[]
}

function teamsOf(): Team[] {
  return NATIONS.map((name, t) => ({
    id: 1000 + t,
    name,
    players: Array.from({ length: 26 }, (_, i) => {
      const given = GIVEN[(t * 7 + i) % GIVEN.length]!
      const family = `${FAMILY[(t + i * 3) % FAMILY.length]}${t}${i}`
      return {
        id: 100_000 + t * 100 + i,
        name: `${given} ${family} Junior`,
        nickname: `${given} ${family}`,
        number: i + 1,
      }
    }),
  }))
}

/** One match's line-ups (and goals): three substitutions a side, a tactical shift, extra time when `extra`. */
function lineupsOf(match: number, home: Team, away: Team, extra: boolean, shootout: boolean) {
  const end = extra ? 120 : 90
  return [home, away].map((team, side) => ({
    team_id: team.id,
    team_name: team.name,
    lineup: team.players.map((p, i) => {
      const base = {
        player_id: p.id,
        player_name: p.name,
        player_nickname: p.nickname,
        jersey_number: p.number,
        country: { id: team.id, name: team.name },
      }
      const span = (
        pos: [number, string],
        from: number,
        to: number | null,
        start: string,
        endReason: string,
      ) => ({
        position_id: pos[0],
        position: pos[1],
        from: clock(from),
        to: to === null ? null : clock(to),
        from_period: periodOf(from),
        to_period: to === null ? null : shootout && to >= 120 ? 5 : periodOf(Math.min(to, 119.9)),
        start_reason: start,
        end_reason: endReason,
      })
      const cards =
        (match + i + side) % 9 === 0
          ? [
              {
                time: clock(30 + i * 3 + 0.4),
                card_type: 'Yellow Card',
                reason: 'Foul Committed',
                period: periodOf(30 + i * 3),
              },
            ]
          : []
      if (i < 11) {
        const off = i >= 8 ? 60 + (i - 8) * 8 + side * 3 + 0.5 : null
        // The centre forward and the right wing swap at half an hour: two spans each, written out of order.
        if (i === 9)
          return {
            ...base,
            cards,
            positions: [
              span(
                [17, 'Right Wing'],
                30.25,
                off,
                'Tactical Shift',
                off ? 'Substitution - Off (Tactical)' : 'Final Whistle',
              ),
              span(SHAPE[9]!, 0, 30.25, 'Starting XI', 'Tactical Shift'),
            ],
          }
        return {
          ...base,
          cards,
          positions: [
            span(SHAPE[i]!, 0, off, 'Starting XI', off ? 'Substitution - Off (Tactical)' : 'Final Whistle'),
          ],
        }
      }
      if (i < 14) {
        const on = 60 + (i - 11) * 8 + side * 3 + 0.5
        const pos = i === 12 ? SHAPE[8]! : i === 11 ? SHAPE[9]! : SHAPE[10]!
        return {
          ...base,
          cards,
          positions: [
            span(
              i === 12 ? [23, 'Center Forward'] : pos,
              on,
              end === 120 && shootout && i === 13 ? 125 : null,
              'Substitution - On (Tactical)',
              'Final Whistle',
            ),
          ],
        }
      }
      return { ...base, cards: [], positions: [] }
    }),
  }))
}

function eventsOf(home: Team, away: Team, goals: [number, number]) {
  const kickOff = { period: 1, minute: 0, second: 0, timestamp: '00:00:00.000', possession: 1 }
  const events: unknown[] = [
    {
      id: 'e-0',
      index: 0,
      ...kickOff,
      type: { id: 35, name: 'Starting XI' },
      team: { id: home.id, name: home.name },
    },
  ]
  let index = 1
  for (const [side, team] of [home, away].entries())
    for (let g = 0; g < goals[side]!; g++) {
      const minute = 10 + g * 17 + side * 5
      const scorer = team.players[9 - (g % 3)]!
      const passer = team.players[6]!
      const common = {
        period: periodOf(minute),
        minute,
        second: 12,
        team: { id: team.id, name: team.name },
        timestamp: '00:10:12.000',
        possession: index,
        play_pattern: { id: 1, name: 'Regular Play' },
      }
      events.push({
        id: `e-${index}`,
        index: index++,
        ...common,
        type: { id: 30, name: 'Pass' },
        player: { id: passer.id, name: passer.name },
        pass: { goal_assist: true },
      })
      events.push({
        id: `e-${index}`,
        index: index++,
        ...common,
        type: { id: 16, name: 'Shot' },
        player: { id: scorer.id, name: scorer.name },
        shot: {
          outcome: { id: 97, name: 'Goal' },
          type: { id: g === 1 ? 88 : 87, name: g === 1 ? 'Penalty' : 'Open Play' },
        },
      })
    }
  return events
}

export function generateTournament(options: { events?: boolean } = {}): GeneratedFile[] {
  const teams = teamsOf()
  const files: GeneratedFile[] = [
    {
      name: 'competitions.json',
      content: JSON.stringify([
        {
          competition_id: 9043,
          season_id: 9106,
          country_name: 'International',
          competition_name: 'Generated Cup',
          competition_gender: 'male',
          competition_international: true,
          season_name: '2030',
        },
      ]),
    },
  ]
  const matches: unknown[] = []
  const add = (n: number, home: Team, away: Team, stage: string, day: number) => {
    const matchId = 9_000_000 + n
    const knockout = stage !== 'Group Stage'
    const extra = knockout && n % 3 === 0
    const shootout = extra && n % 2 === 0
    const goals: [number, number] = [n % 4, shootout ? n % 4 : (n + 1) % 3]
    matches.push({
      match_id: matchId,
      match_date: `2030-06-${String(day).padStart(2, '0')}`,
      kick_off: '18:00:00.000',
      competition: { competition_id: 9043, country_name: 'International', competition_name: 'Generated Cup' },
      season: { season_id: 9106, season_name: '2030' },
      home_team: {
        home_team_id: home.id,
        home_team_name: home.name,
        home_team_gender: 'male',
        country: { id: home.id, name: home.name },
      },
      away_team: {
        away_team_id: away.id,
        away_team_name: away.name,
        away_team_gender: 'male',
        country: { id: away.id, name: away.name },
      },
      home_score: goals[0],
      away_score: goals[1],
      match_status: 'available',
      match_week: Math.ceil(day / 3),
      competition_stage: { id: knockout ? 10 : 1, name: stage },
      stadium: { id: 1, name: `Stadium ${n % 8}` },
    })
    files.push({
      name: `lineups/${matchId}.json`,
      content: JSON.stringify(lineupsOf(n, home, away, extra, shootout)),
    })
    if (options.events)
      files.push({ name: `events/${matchId}.json`, content: JSON.stringify(eventsOf(home, away, goals)) })
  }
  let n = 0
  for (let g = 0; g < 8; g++) {
    const group = teams.slice(g * 4, g * 4 + 4)
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [0, 2],
      [1, 3],
      [0, 3],
      [1, 2],
    ] as const)
      add(++n, group[a]!, group[b]!, 'Group Stage', 1 + Math.floor(n / 4))
  }
  const rounds: [string, number][] = [
    ['Round of 16', 8],
    ['Quarter-finals', 4],
    ['Semi-finals', 2],
    ['3rd Place Final', 1],
    ['Final', 1],
  ]
  let day = 16
  for (const [stage, count] of rounds) {
    day += 2
    for (let i = 0; i < count; i++)
      add(++n, teams[(i * 2 + n) % 32]!, teams[(i * 2 + n + 1) % 32]!, stage, day)
  }
  files.push({ name: 'matches/9043/9106.json', content: JSON.stringify(matches) })
  return files
}
