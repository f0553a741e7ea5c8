import { type SQL, sql } from 'drizzle-orm'

// Whether a game-sheet row says where the player stood: in the starting line-up (still on the field, or taken
// off or sent off later), on the bench, or brought on. A row that says none of this names a player the sheet
// knows only from an event — an imported sheet lists the scorers and nothing else
// (domain/import/write-game-sheets.ts) — so whether they started, and for how long they played, is unknown.
// Statistics, matches played, the filter's minutes and per-90 rates and hot players all read it from here; the
// client's twin is `isPlaced` in src/rules/game-sheet/placed.ts; the kept career totals' view
// `player_sheet_totals` (migration 0017) spells the same test in SQL.

/** SQL over a `game_players` row called `row` (the table name, or the alias a query gives it). */
export const lineupRecorded = (row = 'game_players'): SQL => {
  const c = (column: string) => sql`${sql.identifier(row)}.${sql.identifier(column)}`
  return sql`(${c('on_field')} or ${c('on_bench')} or ${c('sub_in_minute')} is not null or ${c('sub_out_minute')} is not null or ${c('red_card_time')} is not null)`
}
