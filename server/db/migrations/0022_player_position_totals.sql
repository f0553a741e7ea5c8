-- Each player's totals once for every position they play (decision 0029): a row per bit of players.position_set,
-- so a search sorted by a number within a position reads that position's index from its top. Kept here, by
-- triggers, so no write path can forget it: the totals' writes copy their numbers, an edit of a player's
-- positions rebuilds that player's rows.
CREATE TABLE "player_position_totals" (
	"position" smallint NOT NULL,
	"player_id" uuid NOT NULL,
	"position_set" integer NOT NULL,
	"matches" integer NOT NULL,
	"lineup_matches" integer NOT NULL,
	"minutes" integer NOT NULL,
	"goals" integer NOT NULL,
	"assists" integer NOT NULL,
	"timed_goals" integer NOT NULL,
	"timed_assists" integer NOT NULL,
	CONSTRAINT "player_position_totals_player_id_position_pk" PRIMARY KEY("player_id","position")
);
--> statement-breakpoint
ALTER TABLE "player_position_totals" ADD CONSTRAINT "player_position_totals_player_id_player_totals_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player_totals"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the table holds, computed: each totals row once for each bit of its player's position_set.
CREATE VIEW player_position_rows AS
SELECT b.position::smallint AS position, t.player_id, p.position_set, t.matches, t.lineup_matches, t.minutes,
  t.goals, t.assists, t.timed_goals, t.timed_assists
FROM player_totals t
JOIN players p ON p.uid = t.player_id
CROSS JOIN LATERAL (SELECT position FROM generate_series(0, 30) position
  WHERE p.position_set & (1 << position) <> 0) b;
--> statement-breakpoint
-- New totals rows (a new player's): their rows added.
CREATE FUNCTION player_position_totals_after_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_position_totals SELECT r.* FROM player_position_rows r JOIN added_totals a USING (player_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_position_totals_after_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE player_position_totals pp SET matches = n.matches, lineup_matches = n.lineup_matches,
    minutes = n.minutes, goals = n.goals, assists = n.assists, timed_goals = n.timed_goals,
    timed_assists = n.timed_assists
  FROM added_totals n
  WHERE pp.player_id = n.player_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Players whose positions changed: their rows built again. Their totals rows are locked first, in order, as
-- refresh_player_totals (migration 0017) locks them: a sheet saved meanwhile for the same player waits, or is
-- waited for, and whichever commits second copies numbers that include the first's.
CREATE FUNCTION player_position_totals_after_player_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[] := ARRAY(SELECT a.uid FROM added_players a JOIN removed_players r ON r.uid = a.uid
    WHERE a.position_set IS DISTINCT FROM r.position_set);
BEGIN
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM player_totals WHERE player_id = ANY (changed) ORDER BY player_id FOR UPDATE;
  DELETE FROM player_position_totals WHERE player_id = ANY (changed);
  INSERT INTO player_position_totals SELECT * FROM player_position_rows WHERE player_id = ANY (changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER player_totals_positions_insert AFTER INSERT ON player_totals
  REFERENCING NEW TABLE AS added_totals FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_totals_insert();
--> statement-breakpoint
CREATE TRIGGER player_totals_positions_update AFTER UPDATE ON player_totals
  REFERENCING NEW TABLE AS added_totals FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_totals_update();
--> statement-breakpoint
CREATE TRIGGER players_positions_update AFTER UPDATE ON players
  REFERENCING OLD TABLE AS removed_players NEW TABLE AS added_players
  FOR EACH STATEMENT EXECUTE FUNCTION player_position_totals_after_player_update();
--> statement-breakpoint
-- Every player's rows, once; the indexes after them (building them over the rows is faster than keeping them
-- during the insert: ~2 rows a player).
INSERT INTO player_position_totals SELECT * FROM player_position_rows;
--> statement-breakpoint
CREATE INDEX "player_position_totals_goals_idx" ON "player_position_totals" USING btree ("position","goals","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_assists_idx" ON "player_position_totals" USING btree ("position","assists","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_minutes_idx" ON "player_position_totals" USING btree ("position","minutes","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_matches_idx" ON "player_position_totals" USING btree ("position","matches","player_id");