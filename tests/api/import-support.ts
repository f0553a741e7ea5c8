import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'

// Shared by the importer's API tests: the files as the browser sends them, and a snapshot of the tables the
// importer writes (row counts, the sum of versions and the latest updated_at) to prove a re-import is a no-op.

export const realFile = (name: string) => ({
  name,
  content: readFileSync(new URL(`../../server/domain/import/data/${name}`, import.meta.url), 'utf8'),
})
export const fixtureFile = (name: string) => ({
  name,
  content: readFileSync(new URL(`../fixtures/openfootball/${name}`, import.meta.url), 'utf8'),
})
/** The StatsBomb fixtures, named by their place in the open-data layout (matches/43/106.json, lineups/…). */
export const statsBombFiles = () => {
  const root = fileURLToPath(new URL('../fixtures/statsbomb/', import.meta.url))
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({
      name: name.split(path.sep).join('/'),
      content: readFileSync(path.join(root, name), 'utf8'),
    }))
}
export const worldCupFiles = () => [realFile('worldcup-2026.squads.json'), realFile('worldcup-2026.json')]

const RECORD_TABLES = [
  'countries',
  'club_countries',
  'clubs',
  'nationals',
  'players',
  'club_players',
  'tournaments',
  'national_squads',
  'teams',
  'game_days',
  'games',
]
const LIST_TABLES = ['national_squad_players', 'team_players', 'game_day_games', 'game_teams', 'game_players']

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`))
  return (result.rows[0] as { n: number }).n
}

export async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {}
  for (const table of RECORD_TABLES) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as rows, coalesce(sum(version), 0)::int as versions, max(updated_at)::text as last from ${table}`,
      ),
    )
    state[table] = result.rows[0]
  }
  for (const table of LIST_TABLES) state[table] = await countRows(db, table)
  const sheet = await db.execute(
    sql`select md5(string_agg(concat_ws(':', game_id, player_id, goals, played), ',' order by game_id, player_id)) as h from game_players`,
  )
  state.sheetHash = (sheet.rows[0] as { h: string }).h
  return state
}
