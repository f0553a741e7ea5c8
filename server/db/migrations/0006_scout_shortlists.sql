CREATE TABLE "scout_shortlists" (
	"scout_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_shortlists_scout_uid_player_uid_pk" PRIMARY KEY("scout_uid","player_uid")
);
--> statement-breakpoint
ALTER TABLE "scout_shortlists" ADD CONSTRAINT "scout_shortlists_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_shortlists" ADD CONSTRAINT "scout_shortlists_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_shortlists_player_idx" ON "scout_shortlists" USING btree ("player_uid","created_at");