import type { DbFunction, DbTrigger } from './db-object'

// A player's positions as one bit set (decision 0028) and the totals per position (decision 0029).
// position_set feeds a stored generated column: its body never changes without a migration that rewrites it.

export const functions: DbFunction[] = [
  /**
   * A player's positions, main and others, as one integer: a bit for each position code, in the order of
   * server/domain/players/position-set.ts `BIT_ORDER` (a test holds the two lists to agreeing and to covering every
   * code of the contract). "Plays one of these" is then one AND on a number read from players_filter_idx, where an
   * array overlap per index entry cost 60 % of the filtered list's scan at 1,000,000 players (decision 0028). An
   * unknown code sets no bit; a new code goes at the END of both lists (a bit never changes meaning).
   * (Migration 0021.)
   */
  {
    name: 'position_set',
    args: 'main text, others text[]',
    returns: 'integer',
    language: 'sql',
    attributes: 'IMMUTABLE PARALLEL SAFE',
    body: `
  SELECT coalesce(bit_or(1 << (array_position(
    ARRAY['GK','DF','RB','CB','LB','RWB','LWB','MF','CDM','CM','CAM','RM','LM','FW','RW','LW','CF','ST'], code) - 1)), 0)
  FROM unnest(array_append(others, main)) code
`,
  },
  /**
   * New totals rows (a new player's): their rows added.
   * (Migration 0022.)
   */
  {
    name: 'player_position_totals_after_totals_insert',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  INSERT INTO player_position_totals SELECT r.* FROM player_position_rows r JOIN added_totals a USING (player_id);
  RETURN NULL;
END `,
  },
  /**
   * (Migration 0022.)
   */
  {
    name: 'player_position_totals_after_totals_update',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  UPDATE player_position_totals pp SET matches = n.matches, lineup_matches = n.lineup_matches,
    minutes = n.minutes, goals = n.goals, assists = n.assists, timed_goals = n.timed_goals,
    timed_assists = n.timed_assists
  FROM added_totals n
  WHERE pp.player_id = n.player_id;
  RETURN NULL;
END `,
  },
  /**
   * Players whose positions, nationality, birth date or name changed: their rows built again (migration 0022 locks
   * their totals rows first, in order, for the reason given there).
   * (Migration 0024.)
   */
  {
    name: 'player_position_totals_after_player_update',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
DECLARE
  changed uuid[] := ARRAY(SELECT a.uid FROM added_players a JOIN removed_players r ON r.uid = a.uid
    WHERE (a.position_set, a.nationality_id, a.date_of_birth, a.name)
      IS DISTINCT FROM (r.position_set, r.nationality_id, r.date_of_birth, r.name));
BEGIN
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM player_totals WHERE player_id = ANY (changed) ORDER BY player_id FOR UPDATE;
  DELETE FROM player_position_totals WHERE player_id = ANY (changed);
  INSERT INTO player_position_totals SELECT * FROM player_position_rows WHERE player_id = ANY (changed);
  RETURN NULL;
END `,
  },
]

export const triggers: DbTrigger[] = [
  {
    name: 'player_totals_positions_insert',
    table: 'player_totals',
    definition:
      'CREATE TRIGGER player_totals_positions_insert AFTER INSERT ON public.player_totals REFERENCING NEW TABLE AS added_totals FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_totals_insert()',
  },
  {
    name: 'player_totals_positions_update',
    table: 'player_totals',
    definition:
      'CREATE TRIGGER player_totals_positions_update AFTER UPDATE ON public.player_totals REFERENCING NEW TABLE AS added_totals FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_totals_update()',
  },
  {
    name: 'players_positions_update',
    table: 'players',
    definition:
      'CREATE TRIGGER players_positions_update AFTER UPDATE ON public.players REFERENCING OLD TABLE AS removed_players NEW TABLE AS added_players FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_player_update()',
  },
]
