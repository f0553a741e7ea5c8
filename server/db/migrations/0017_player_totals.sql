CREATE TABLE "player_totals" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"lineup_matches" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"timed_goals" integer DEFAULT 0 NOT NULL,
	"timed_assists" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_totals" ADD CONSTRAINT "player_totals_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each player's totals as the sheet rows give them now: the statistics' rules (domain/players/stats.ts) in SQL.
-- The line-up test is lineupRecorded's (domain/games/lineup-recorded.ts); tests/api/player-totals.test.ts checks
-- that the kept totals and the filter's live aggregate agree.
CREATE VIEW player_sheet_totals AS
SELECT gp.player_id,
  count(*) FILTER (WHERE gp.played)::int AS matches,
  count(*) FILTER (WHERE gp.played AND lineup)::int AS lineup_matches,
  coalesce(sum(gp.minutes) FILTER (WHERE lineup), 0)::int AS minutes,
  coalesce(sum(gp.goals), 0)::int AS goals,
  coalesce(sum(gp.assist_goal), 0)::int AS assists,
  coalesce(sum(gp.goals) FILTER (WHERE lineup), 0)::int AS timed_goals,
  coalesce(sum(gp.assist_goal) FILTER (WHERE lineup), 0)::int AS timed_assists
FROM game_players gp
JOIN games g ON g.uid = gp.game_id
CROSS JOIN LATERAL (SELECT gp.on_field OR gp.on_bench OR gp.sub_in_minute IS NOT NULL
  OR gp.sub_out_minute IS NOT NULL OR gp.red_card_time IS NOT NULL AS lineup) l
WHERE g.status NOT IN ('postponed', 'cancelled')
GROUP BY gp.player_id;
--> statement-breakpoint
-- Every player's totals counted again (after a bulk load that ran with the triggers off, and here, once).
CREATE FUNCTION rebuild_player_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_totals;
  INSERT INTO player_totals (player_id, matches, lineup_matches, minutes, goals, assists, timed_goals, timed_assists)
  SELECT player_id, matches, lineup_matches, minutes, goals, assists, timed_goals, timed_assists
  FROM player_sheet_totals;
$$;
--> statement-breakpoint
-- These players' totals counted again. Their totals rows are locked first, always in the same order: a second
-- transaction writing the same player's sheets waits here until the first commits, and the count that follows
-- runs in a new snapshot (a volatile function's statements each take one, under READ COMMITTED) that sees the
-- first one's rows — so two concurrent writers never leave a count that misses one of them.
CREATE FUNCTION refresh_player_totals(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- The games of the written sheet rows, share-locked in order before counting: a concurrent status change of
-- one of them (a cancellation) holds a lock this waits for, and it waits for this one in turn, so whichever
-- commits second counts what the first did — a sheet row is never counted for a game cancelled meanwhile.
CREATE FUNCTION lock_sheet_games(game_uids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM games WHERE uid = ANY (game_uids) ORDER BY uid FOR SHARE;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_totals_after_sheet_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT DISTINCT game_id FROM added_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT DISTINCT player_id FROM added_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_totals_after_sheet_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT DISTINCT game_id FROM removed_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT DISTINCT player_id FROM removed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_totals_after_sheet_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_sheet_games(ARRAY(SELECT game_id FROM removed_rows UNION SELECT game_id FROM added_rows));
  PERFORM refresh_player_totals(ARRAY(SELECT player_id FROM removed_rows UNION SELECT player_id FROM added_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A game postponed, cancelled or played after all changes whether its rows count.
CREATE FUNCTION player_totals_after_game_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_totals(ARRAY(
    SELECT DISTINCT gp.player_id FROM game_players gp
    JOIN removed_rows b ON b.uid = gp.game_id
    JOIN added_rows a ON a.uid = b.uid
    WHERE a.status IS DISTINCT FROM b.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_players_totals_insert AFTER INSERT ON game_players
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_insert();
--> statement-breakpoint
CREATE TRIGGER game_players_totals_delete AFTER DELETE ON game_players
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_delete();
--> statement-breakpoint
CREATE TRIGGER game_players_totals_update AFTER UPDATE ON game_players
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_sheet_update();
--> statement-breakpoint
CREATE TRIGGER games_totals_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_game_update();
--> statement-breakpoint
SELECT rebuild_player_totals();
