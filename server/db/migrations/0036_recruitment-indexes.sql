CREATE INDEX "players_height_recorded_idx" ON "players" USING btree ("height_cm") WHERE "players"."height_cm" is not null;--> statement-breakpoint
CREATE INDEX "players_weight_recorded_idx" ON "players" USING btree ("weight_kg") WHERE "players"."weight_kg" is not null;--> statement-breakpoint
CREATE INDEX "players_foot_recorded_idx" ON "players" USING btree ("preferred_foot") WHERE "players"."preferred_foot" is not null;--> statement-breakpoint
CREATE INDEX "players_contract_recorded_idx" ON "players" USING btree ("contract_expires") WHERE "players"."contract_expires" is not null;--> statement-breakpoint
CREATE INDEX "players_value_recorded_idx" ON "players" USING btree ("market_value_currency","market_value") WHERE "players"."market_value" is not null;--> statement-breakpoint
CREATE INDEX "players_on_loan_idx" ON "players" USING btree ("uid") WHERE "players"."on_loan";