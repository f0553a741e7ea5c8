-- The recruitment filter compared coalesce(club value, community value) for every player a club holds values of,
-- reading the club's rows twice and joining each to players (95 / 302 ms at 100,000 players, a club holding 50,000:
-- docs/benchmarks.md). club_player_seen keeps that comparison's values, one row per club_player_facts row, so the
-- filter reads a club's rows once, through an index of the condition (decision 0055). Its writer and the trigger
-- that keeps it on a community edit are in server/db/functions/club-player-seen.ts; the rows of existing imports
-- are written here, once. club_player_facts_player_idx: the trigger reads a player's rows of every club.
CREATE TABLE "club_player_seen" (
	"owner_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"height_cm" smallint,
	"weight_kg" smallint,
	"preferred_foot" text,
	"contract_expires" date,
	"market_value" integer,
	"market_value_currency" text,
	"on_loan" boolean,
	"passports" text[],
	CONSTRAINT "club_player_seen_owner_uid_player_uid_pk" PRIMARY KEY("owner_uid","player_uid")
);
--> statement-breakpoint
ALTER TABLE "club_player_seen" ADD CONSTRAINT "club_player_seen_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_player_seen_player_idx" ON "club_player_seen" USING btree ("player_uid");--> statement-breakpoint
CREATE INDEX "club_player_seen_height_idx" ON "club_player_seen" USING btree ("owner_uid","height_cm") WHERE "club_player_seen"."height_cm" is not null;--> statement-breakpoint
CREATE INDEX "club_player_seen_weight_idx" ON "club_player_seen" USING btree ("owner_uid","weight_kg") WHERE "club_player_seen"."weight_kg" is not null;--> statement-breakpoint
CREATE INDEX "club_player_seen_foot_idx" ON "club_player_seen" USING btree ("owner_uid","preferred_foot") WHERE "club_player_seen"."preferred_foot" is not null;--> statement-breakpoint
CREATE INDEX "club_player_seen_contract_idx" ON "club_player_seen" USING btree ("owner_uid","contract_expires") WHERE "club_player_seen"."contract_expires" is not null;--> statement-breakpoint
CREATE INDEX "club_player_seen_value_idx" ON "club_player_seen" USING btree ("owner_uid","market_value_currency","market_value") WHERE "club_player_seen"."market_value" is not null;--> statement-breakpoint
CREATE INDEX "club_player_seen_on_loan_idx" ON "club_player_seen" USING btree ("owner_uid") WHERE "club_player_seen"."on_loan";--> statement-breakpoint
CREATE INDEX "club_player_facts_player_idx" ON "club_player_facts" USING btree ("player_uid");--> statement-breakpoint
INSERT INTO "club_player_seen" ("owner_uid", "player_uid", "height_cm", "weight_kg", "preferred_foot",
  "contract_expires", "market_value", "market_value_currency", "on_loan", "passports")
SELECT f.owner_uid, f.player_uid, coalesce(f.height_cm, p.height_cm), coalesce(f.weight_kg, p.weight_kg),
  coalesce(f.preferred_foot, p.preferred_foot), coalesce(f.contract_expires, p.contract_expires),
  coalesce(f.market_value, p.market_value), coalesce(f.market_value_currency, p.market_value_currency),
  coalesce(f.on_loan, p.on_loan), coalesce(f.passports, p.passports)
FROM "club_player_facts" f JOIN "players" p ON p.uid = f.player_uid;
