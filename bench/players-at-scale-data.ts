import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { Database } from '../server/db/client'

// Generated football world for bench/players-at-scale.ts, built with set-based SQL only (generate_series +
// INSERT … SELECT), so both engines fill it in seconds to minutes and every row satisfies the real schema's
// constraints and foreign keys: 200 countries, 20 leagues (one per country 1..20) of 100 clubs each, one league
// team per club, 100,000 players (50 per club, 70 % of the club's nationality), 20,000 league games over seven
// seasons with their two teams, and 1,000,000 game-sheet rows (25 per side: 11 starters, 14 on the bench of
// whom 3 come on). Deterministic: the same ids and names on every run and engine. `generate(db, players)` scales
// the world with the player count (1,000,000 players: 20,000 clubs, 200,000 games, 10,000,000 sheet rows).

export const PLAYERS = 100_000
export const LEAGUES = 20
export const COUNTRIES = 200
export const PER_SIDE = 25

/** Deterministic UUIDv7-shaped ids; the 4th group tags the table (variant 8 keeps zod's z.uuid() happy). */
const TAG = { country: '8001', club: '8002', league: '8003', team: '8004', player: '8005', game: '8006' }
const idSql = (table: keyof typeof TAG, n: string) =>
  `('00000000-0000-7000-${TAG[table]}-' || lpad(to_hex(${n}), 12, '0'))::uuid`
export const id = (table: keyof typeof TAG, n: number) =>
  `00000000-0000-7000-${TAG[table]}-${n.toString(16).padStart(12, '0')}`

/** A pseudo-random integer in [0, mod) from a row number and a salt: stable, engine-independent. */
const h = (n: string, salt: string, mod: number) =>
  `((hashtext((${n})::text || '${salt}') & 2147483647) % ${mod})`
const pick = (values: string[], n: string, salt: string) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + ${h(n, salt, values.length)}]`

const SYLLABLES =
  'ba be bi bo ru ra ri ro ta te ti to ka ke ki ko ma me mi mo na ne ni no sa se si so la le li lo va ve vi vo da de di do ga ge gi go fa fe fi fo pa pe pi po za zo zu'.split(
    ' ',
  )
/** A surname-like word of 2–4 syllables: diverse enough that a surname is shared by few players. */
const word = (n: string, salt: string) =>
  `initcap(${pick(SYLLABLES, n, `${salt}1`)} || ${pick(SYLLABLES, n, `${salt}2`)} || ${pick(SYLLABLES, n, `${salt}3`)}` +
  ` || case when ${h(n, `${salt}4`, 3)} = 0 then ${pick(SYLLABLES, n, `${salt}5`)} else '' end)`
const FIRST_NAMES =
  'Lucas Mateo Leo Hugo Noah Liam Adam Omar Yusuf Ali Kenji Hiro Diego Pablo Marco Luca Jonas Finn Emil Oscar Ivan Nikola Luka Milan Tomas Pedro Joao Rafael Bruno Andre Samuel David Daniel Elias Felix Julian Karim Mamadou Moussa Kwame Kofi Amara Sami Rayan Nils Arda Emre Kerem Ji-ho Min-jun Santiago Thiago Gabriel Enzo Nathan Tom Louis Jules Arthur'.split(
    ' ',
  )
/** Players a club has: squad indexes 0..49, two of each matchday slot. */
const SQUAD = 50
/** Slot i (0..24) of a 25-man matchday squad, and the position the player at squad index k % 25 plays. */
const SQUAD_POSITIONS =
  'GK RB CB CB LB CDM CM CM CAM RW ST GK RB CB LB CM CAM LW CF ST GK RWB LWB RM LM'.split(' ')
const OTHER_POSITIONS =
  'GK CB RB LB CB CM CDM CAM CM RM CF GK RWB LB LWB CDM CM LM ST CF GK RB LB RW LW'.split(' ')

async function step(database: Database, label: string, statement: string) {
  const t = performance.now()
  await database.db.execute(sql.raw(statement))
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`)
}

export async function generate(database: Database, players = PLAYERS) {
  const t0 = performance.now()
  // 50 players a club, 100 clubs a league per 100,000 players, 10 games a player (each game 50 sheet rows).
  const CLUBS = players / SQUAD
  const PER_LEAGUE = CLUBS / LEAGUES
  const GAMES = players / 5
  if (!Number.isInteger(PER_LEAGUE) || PER_LEAGUE < 2)
    throw new Error('players: a multiple of 2,000, at least 2,000')
  await step(
    database,
    'countries',
    `insert into countries (uid, name, code, continent)
    select ${idSql('country', 'i')}, 'Nation ' || ${word('i', 'c')} || ' ' || i, 'N' || lpad(i::text, 3, '0'),
      ${pick(['Europe', 'South America', 'Africa', 'Asia', 'North America', 'Oceania'], 'i', 'ct')}
    from generate_series(1, ${COUNTRIES}) i`,
  )
  await step(
    database,
    'leagues',
    `insert into leagues (uid, name, country_id, season, level)
    select ${idSql('league', 'l')}, 'Premier Division ' || l, ${idSql('country', 'l')}, '2025/26', 1
    from generate_series(1, ${LEAGUES}) l`,
  )
  // Club c plays in league 1 + (c-1) % 20 and is based in that league's country.
  await step(
    database,
    'clubs',
    `insert into clubs (uid, name, country_id, city, founded_year)
    select ${idSql('club', 'c')}, ${word('c', 'k')} || ' ' || ${pick(['FC', 'United', 'City', 'Athletic', 'Rovers', 'Sporting', 'Wanderers'], 'c', 'ks')},
      ${idSql('country', '1 + (c - 1) % 20')}, ${word('c', 'y')}, 1870 + ${h('c', 'f', 140)}
    from generate_series(1, ${CLUBS}) c`,
  )
  await step(
    database,
    'teams',
    `insert into teams (uid, name, club_id, league_id)
    select ${idSql('team', 'c')}, (select name from clubs where uid = ${idSql('club', 'c')}), ${idSql('club', 'c')},
      ${idSql('league', '1 + (c - 1) % 20')}
    from generate_series(1, ${CLUBS}) c`,
  )
  // Player p belongs to club 1 + (p-1) / 50 at squad index k = (p-1) % 50, playing position k % 25: a club's squad
  // sits together and positions mix along the table, as entered data does. (Writing players position by position
  // made an open filter's stop-at-1,000 count measure where a sequential scan happened to start.)
  await step(
    database,
    'players',
    `insert into players (uid, name, first_name, last_name, date_of_birth, gender,
      nationality_id, height_cm, weight_kg, preferred_foot, main_position, positions, current_club_id, shirt_number)
    select ${idSql('player', 'p')}, f || ' ' || l, f, l, date '1986-01-01' + ${h('p', 'd', 24 * 365)},
      case when ${h('p', 'g', 20)} = 0 then 'female' else 'male' end,
      ${idSql('country', `case when ${h('p', 'n', 10)} < 7 then 1 + ((p - 1) / ${SQUAD}) % 20 else 1 + ${h('p', 'm', COUNTRIES)} end`)},
      165 + ${h('p', 'h', 35)}, 60 + ${h('p', 'w', 30)}, ${pick(['right', 'right', 'right', 'left', 'both'], 'p', 'ft')},
      (array[${SQUAD_POSITIONS.map((x) => `'${x}'`).join(',')}])[1 + ((p - 1) % ${SQUAD}) % 25],
      array[(array[${OTHER_POSITIONS.map((x) => `'${x}'`).join(',')}])[1 + ((p - 1) % ${SQUAD}) % 25]],
      ${idSql('club', `1 + (p - 1) / ${SQUAD}`)}, 1 + (p - 1) % ${SQUAD}
    from (select p, ${pick(FIRST_NAMES, 'p', 'fn')} as f, ${word('p', 'ln')} as l
      from generate_series(1, ${players}) p) x`,
  )
  // Game g: league 1 + g % 20, round r = g / 20; home and away are clubs (index 0..PER_LEAGUE-1 in the league)
  // that differ; seven seasons whatever the scale.
  const game = `(select g, 1 + g % 20 as l, g / 20 as r, (g / 20) % ${PER_LEAGUE} as hi,
      ((g / 20) % ${PER_LEAGUE} + 1 + (g / ${20 * PER_LEAGUE}) % ${PER_LEAGUE - 1}) % ${PER_LEAGUE} as ai,
      least(6, (g / 20) / ${Math.ceil(GAMES / 20 / 7)}) as s
    from generate_series(0, ${GAMES - 1}) g) x`
  await step(
    database,
    'games',
    `insert into games (uid, kind, date, league_id, season, status, home_score, away_score, venue)
    select ${idSql('game', 'g + 1')}, 'league_game',
      timestamptz '2019-08-03 15:00+00' + s * interval '365 days' + (r % 143) * interval '2 days' + l * interval '1 hour',
      ${idSql('league', 'l')}, (2019 + s) || '/' || (20 + s), 'finished', ${h('g', 'hs', 4)}, ${h('g', 'as', 3)},
      'Stadium ' || (l + 20 * hi)
    from ${game}`,
  )
  await step(
    database,
    'game teams',
    `insert into game_teams (game_id, team_id, side)
    select ${idSql('game', 'g + 1')}, ${idSql('team', 'case when side = 0 then l + 20 * hi else l + 20 * ai end')}, side
    from ${game}, generate_series(0, 1) side`,
  )
  // Slot i of a side is squad index k = i or i + 25 (so positions match), i.e. player 50 (club - 1) + k + 1.
  const rows = (
    from: number,
    to: number,
  ) => `insert into game_players (game_id, team_id, player_id, side, ordinal,
      position, jersey_no, is_captain, on_field, on_bench, motm, goals, assist_goal, yellow_card_time, red_card_time,
      played, minutes, sub_in_minute, sub_out_minute, game_kind, game_date, season, league_id)
    select ${idSql('game', 'g + 1')}, ${idSql('team', 'club')}, ${idSql('player', `${SQUAD} * (club - 1) + k + 1`)}, side, i,
      (array[${SQUAD_POSITIONS.map((x) => `'${x}'`).join(',')}])[1 + i], k + 1, i = 1, i < 11, i >= 11,
      side = g % 2 and i = g % 11, case when played then ${h('g * 50 + side * 25 + i', 'go', 12)} / 11 else 0 end,
      case when played then ${h('g * 50 + side * 25 + i', 'as', 14)} / 13 else 0 end,
      case when played and ${h('g * 50 + side * 25 + i', 'yc', 9)} = 0 then 10 + ${h('g * 50 + side * 25 + i', 'ym', 80)} end,
      case when played and ${h('g * 50 + side * 25 + i', 'rc', 150)} = 0 then 85 end,
      played, case when i < 8 then 90 when i < 11 then 65 when played then 25 else 0 end,
      case when i between 11 and 13 then 65 end, case when i between 8 and 10 then 65 end,
      'league_game', timestamptz '2019-08-03 15:00+00' + s * interval '365 days' + (r % 143) * interval '2 days' + l * interval '1 hour',
      (2019 + s) || '/' || (20 + s), ${idSql('league', 'l')}
    from (select g, l, r, s, side, i, i < 14 as played,
        case when side = 0 then l + 20 * hi else l + 20 * ai end as club,
        i + 25 * ${h('g * 50 + side * 25 + i', 'k', 2)} as k
      from ${game}, generate_series(0, 1) side, generate_series(0, ${PER_SIDE - 1}) i
      where g >= ${from} and g < ${to}) y`
  const chunk = Math.min(GAMES / 4, 10_000) // 500,000 rows a statement at most
  // A bulk load counts the players' totals once at the end (migration 0017), not again after every chunk.
  await step(
    database,
    'totals kept by hand',
    'alter table game_players disable trigger game_players_totals_insert',
  )
  for (let from = 0; from < GAMES; from += chunk)
    await step(database, `sheet rows, games ${from}–${from + chunk - 1}`, rows(from, from + chunk))
  await step(database, 'player totals', 'select rebuild_player_totals()')
  await step(
    database,
    'totals kept again',
    'alter table game_players enable trigger game_players_totals_insert',
  )
  // What autovacuum does to a table after many inserts: statistics for the planner, and the visibility map that
  // lets the filtered list read its index alone (an index-only scan).
  await step(database, 'vacuum and analyze', 'vacuum analyze')
  const [counts] = (
    await database.db.execute<{ players: number; rows: number }>(
      sql`select (select count(*)::int from players) as players, (select count(*)::int from game_players) as rows`,
    )
  ).rows
  const seconds = (performance.now() - t0) / 1000
  console.log(`  generated ${counts?.players} players, ${counts?.rows} sheet rows in ${seconds.toFixed(1)} s`)
  return { seconds, players: counts?.players ?? 0, rows: counts?.rows ?? 0 }
}
