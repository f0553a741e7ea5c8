-- A rate per 90 with no minimum of minutes ("1.5 goals per 90") is counted and found from the rate itself, the
-- same expression the scout's filter compares (decision 0072, its amendment).
CREATE INDEX "player_totals_goals_per_90_idx" ON "player_totals" USING btree (("timed_goals" * 90.0 / "minutes")) WHERE "player_totals"."minutes" > 0;--> statement-breakpoint
CREATE INDEX "player_totals_assists_per_90_idx" ON "player_totals" USING btree (("timed_assists" * 90.0 / "minutes")) WHERE "player_totals"."minutes" > 0;