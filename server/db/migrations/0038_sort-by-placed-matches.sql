-- "Matches" sorts by the games whose line-up places the player, as the page shows and min_matches counts
-- (decision 0056): the sort's indexes on lineup_matches instead of matches (which counted scorer-only lines).
DROP INDEX "player_position_totals_matches_idx";--> statement-breakpoint
DROP INDEX "player_totals_matches_idx";--> statement-breakpoint
CREATE INDEX "player_position_totals_lineup_matches_idx" ON "player_position_totals" USING btree ("position","lineup_matches","player_id");--> statement-breakpoint
CREATE INDEX "player_totals_lineup_matches_idx" ON "player_totals" USING btree ("lineup_matches","player_id");