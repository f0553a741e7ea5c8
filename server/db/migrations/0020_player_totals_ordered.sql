CREATE INDEX "player_totals_goals_idx" ON "player_totals" USING btree ("goals","player_id");--> statement-breakpoint
CREATE INDEX "player_totals_assists_idx" ON "player_totals" USING btree ("assists","player_id");--> statement-breakpoint
CREATE INDEX "player_totals_minutes_idx" ON "player_totals" USING btree ("minutes","player_id");--> statement-breakpoint
CREATE INDEX "player_totals_matches_idx" ON "player_totals" USING btree ("matches","player_id");--> statement-breakpoint
-- Every player has a totals row from the moment they exist: zeros until a game sheet names them. A search sorted
-- by goals, assists, minutes or matches can then read players in that order from the indexes above (an inner
-- join) instead of reading and sorting every player (decision 0027).
INSERT INTO player_totals (player_id) SELECT uid FROM players ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION player_totals_after_player_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_totals (player_id) SELECT uid FROM added_players ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_totals_insert AFTER INSERT ON players
  REFERENCING NEW TABLE AS added_players FOR EACH STATEMENT EXECUTE FUNCTION player_totals_after_player_insert();
--> statement-breakpoint
-- Counted again for every player, those with no sheet rows as zeros.
CREATE OR REPLACE FUNCTION rebuild_player_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_totals;
  INSERT INTO player_totals (player_id, matches, lineup_matches, minutes, goals, assists, timed_goals, timed_assists)
  SELECT p.uid, coalesce(t.matches, 0), coalesce(t.lineup_matches, 0), coalesce(t.minutes, 0), coalesce(t.goals, 0),
    coalesce(t.assists, 0), coalesce(t.timed_goals, 0), coalesce(t.timed_assists, 0)
  FROM players p LEFT JOIN player_sheet_totals t ON t.player_id = p.uid;
$$;
