import type { DbFunction, DbTrigger } from './db-object'

// Each player's totals over his game sheets, kept by the database as sheets and games change (decision 0024).

export const functions: DbFunction[] = [
  /**
   * Counted again for every player, those with no sheet rows as zeros.
   * (Migration 0020.)
   */
  {
    name: 'rebuild_player_totals',
    args: '',
    returns: 'void',
    language: 'sql',
    body: `
  DELETE FROM player_totals;
  INSERT INTO player_totals (player_id, matches, lineup_matches, minutes, goals, assists, timed_goals, timed_assists)
  SELECT p.uid, coalesce(t.matches, 0), coalesce(t.lineup_matches, 0), coalesce(t.minutes, 0), coalesce(t.goals, 0),
    coalesce(t.assists, 0), coalesce(t.timed_goals, 0), coalesce(t.timed_assists, 0)
  FROM players p LEFT JOIN player_sheet_totals t ON t.player_id = p.uid;
`,
  },
  /**
   * These players' totals counted again. Their totals rows are locked first, always in the same order: a second
   * transaction writing the same player's sheets waits here until the first commits, and the count that follows
   * runs in a new snapshot (a volatile function's statements each take one, under READ COMMITTED) that sees the
   * first one's rows — so two concurrent writers never leave a count that misses one of them.
   * (Migration 0017.)
   */
  {
    name: 'refresh_player_totals',
    args: 'changed uuid[]',
    returns: 'void',
    language: 'plpgsql',
    body: `
BEGIN
  INSERT INTO player_totals (player_id)
  SELECT DISTINCT id FROM unnest(changed) id ORDER BY id
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM player_totals WHERE player_id = ANY (changed) ORDER BY player_id FOR UPDATE;
  UPDATE player_totals t SET
    matches = coalesce(s.matches, 0), lineup_matches = coalesce(s.lineup_matches, 0),
    minutes = coalesce(s.minutes, 0), goals = coalesce(s.goals, 0), assists = coalesce(s.assists, 0),
    timed_goals = coalesce(s.timed_goals, 0), timed_assists = coalesce(s.timed_assists, 0)
  FROM (SELECT DISTINCT id FROM unnest(changed) id) c
  LEFT JOIN (SELECT * FROM player_sheet_totals WHERE player_id = ANY (changed)) s ON s.player_id = c.id
  WHERE t.player_id = c.id;
END `,
  },
  /**
   * The games of the written sheet rows, share-locked in order before counting: a concurrent status change of
   * one of them (a cancellation) holds a lock this waits for, and it waits for this one in turn, so whichever
   * commits second counts what the first did — a sheet row is never counted for a game cancelled meanwhile.
   * (Migration 0017.)
   */
  {
    name: 'lock_sheet_games',
    args: 'game_uids uuid[]',
    returns: 'void',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM 1 FROM games WHERE uid = ANY (game_uids) ORDER BY uid FOR SHARE;
END `,
  },
  /**
   * (Migration 0017.)
   */
  {
    name: 'player_totals_after_sheet_insert',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT DISTINCT game_id FROM added_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT DISTINCT player_id FROM added_rows));
  RETURN NULL;
END `,
  },
  /**
   * (Migration 0017.)
   */
  {
    name: 'player_totals_after_sheet_delete',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT DISTINCT game_id FROM removed_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT DISTINCT player_id FROM removed_rows));
  RETURN NULL;
END `,
  },
  /**
   * (Migration 0017.)
   */
  {
    name: 'player_totals_after_sheet_update',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT game_id FROM removed_rows UNION SELECT game_id FROM added_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT player_id FROM removed_rows UNION SELECT player_id FROM added_rows));
  RETURN NULL;
END `,
  },
  /**
   * A game postponed, cancelled or played after all changes whether its rows count.
   * (Migration 0017.)
   */
  {
    name: 'player_totals_after_game_update',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM refresh_player_totals(ARRAY(
    SELECT DISTINCT gp.player_id FROM game_players gp
    JOIN removed_rows b ON b.uid = gp.game_id
    JOIN added_rows a ON a.uid = b.uid
    WHERE a.status IS DISTINCT FROM b.status));
  RETURN NULL;
END `,
  },
  /**
   * (Migration 0020.)
   */
  {
    name: 'player_totals_after_player_insert',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  INSERT INTO player_totals (player_id) SELECT uid FROM added_players ON CONFLICT DO NOTHING;
  RETURN NULL;
END `,
  },
]

export const triggers: DbTrigger[] = [
  {
    name: 'game_players_totals_insert',
    table: 'game_players',
    definition:
      'CREATE TRIGGER game_players_totals_insert AFTER INSERT ON public.game_players REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_insert()',
  },
  {
    name: 'game_players_totals_delete',
    table: 'game_players',
    definition:
      'CREATE TRIGGER game_players_totals_delete AFTER DELETE ON public.game_players REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_delete()',
  },
  {
    name: 'game_players_totals_update',
    table: 'game_players',
    definition:
      'CREATE TRIGGER game_players_totals_update AFTER UPDATE ON public.game_players REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_update()',
  },
  {
    name: 'games_totals_update',
    table: 'games',
    definition:
      'CREATE TRIGGER games_totals_update AFTER UPDATE ON public.games REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_game_update()',
  },
  {
    name: 'players_totals_insert',
    table: 'players',
    definition:
      'CREATE TRIGGER players_totals_insert AFTER INSERT ON public.players REFERENCING NEW TABLE AS added_players FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_player_insert()',
  },
]
