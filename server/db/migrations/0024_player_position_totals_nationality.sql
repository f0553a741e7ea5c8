-- player_position_totals also carries each player's nationality, birth date and name (decision 0031), with an index
-- that holds a position's players of one nationality in birth-date order with all their numbers and their name: a
-- scout's filter of positions, a nationality and an age band reads its candidates, cuts them by minutes and sorts
-- them by name from that index alone, where it looked up each candidate's totals (~1,100 lookups, 6 ms of 9 at
-- 1,000,000 players). The same triggers keep them: an edit of a player's nationality, birth date or name rebuilds
-- that player's rows, as an edit of positions does.
-- The table is a copy, so it is filled again rather than updated in place (updating every row would leave half of
-- it dead), and the indexes are built after the rows. The new index holds only rows with a nationality: holding
-- every column of every row, it would serve any read of one position, and the walk by a number (decision 0029)
-- read a whole position from it and sorted it instead of reading its number's index in order.
DROP VIEW player_position_rows;
--> statement-breakpoint
DROP INDEX "player_position_totals_goals_idx";
--> statement-breakpoint
DROP INDEX "player_position_totals_assists_idx";
--> statement-breakpoint
DROP INDEX "player_position_totals_minutes_idx";
--> statement-breakpoint
DROP INDEX "player_position_totals_matches_idx";
--> statement-breakpoint
TRUNCATE "player_position_totals";
--> statement-breakpoint
ALTER TABLE "player_position_totals" ADD COLUMN "nationality_id" uuid;
--> statement-breakpoint
ALTER TABLE "player_position_totals" ADD COLUMN "date_of_birth" date;
--> statement-breakpoint
ALTER TABLE "player_position_totals" ADD COLUMN "name" text NOT NULL;
--> statement-breakpoint
CREATE VIEW player_position_rows AS
SELECT b.position::smallint AS position, t.player_id, t.matches, t.lineup_matches, t.minutes, t.goals, t.assists,
  t.timed_goals, t.timed_assists, p.nationality_id, p.date_of_birth, p.name
FROM player_totals t
JOIN players p ON p.uid = t.player_id
CROSS JOIN LATERAL (SELECT position FROM generate_series(0, 30) position
  WHERE p.position_set & (1 << position) <> 0) b;
--> statement-breakpoint
-- Players whose positions, nationality, birth date or name changed: their rows built again (migration 0022 locks
-- their totals rows first, in order, for the reason given there).
CREATE OR REPLACE FUNCTION player_position_totals_after_player_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
INSERT INTO player_position_totals SELECT * FROM player_position_rows;
--> statement-breakpoint
CREATE INDEX "player_position_totals_goals_idx" ON "player_position_totals" USING btree ("position","goals","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_assists_idx" ON "player_position_totals" USING btree ("position","assists","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_minutes_idx" ON "player_position_totals" USING btree ("position","minutes","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_matches_idx" ON "player_position_totals" USING btree ("position","matches","player_id");--> statement-breakpoint
CREATE INDEX "player_position_totals_nationality_idx" ON "player_position_totals" USING btree ("position","nationality_id","date_of_birth","minutes","matches","goals","assists","lineup_matches","timed_goals","timed_assists","player_id","name") WHERE "player_position_totals"."nationality_id" is not null;
