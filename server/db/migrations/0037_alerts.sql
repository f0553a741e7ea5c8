CREATE TABLE "alert_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_mail_marks" (
	"account_uid" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_mail_marks_account_uid_channel_pk" PRIMARY KEY("account_uid","channel")
);
--> statement-breakpoint
CREATE TABLE "alert_player_clubs" (
	"player_uid" uuid PRIMARY KEY NOT NULL,
	"club_uid" uuid
);
--> statement-breakpoint
CREATE TABLE "alert_search_matches" (
	"search_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"matches" boolean NOT NULL,
	"met" jsonb NOT NULL,
	"since" uuid,
	CONSTRAINT "alert_search_matches_search_uid_player_uid_pk" PRIMARY KEY("search_uid","player_uid")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"account_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"inbox" boolean DEFAULT true NOT NULL,
	"mail" boolean DEFAULT true NOT NULL,
	CONSTRAINT "alert_settings_account_uid_kind_pk" PRIMARY KEY("account_uid","kind")
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"player_uid" uuid,
	"search_uid" uuid,
	"reason" text NOT NULL,
	"mail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_mail_marks" ADD CONSTRAINT "alert_mail_marks_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_player_clubs" ADD CONSTRAINT "alert_player_clubs_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_search_matches" ADD CONSTRAINT "alert_search_matches_search_uid_saved_searches_uid_fk" FOREIGN KEY ("search_uid") REFERENCES "public"."saved_searches"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_search_matches" ADD CONSTRAINT "alert_search_matches_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_search_uid_saved_searches_uid_fk" FOREIGN KEY ("search_uid") REFERENCES "public"."saved_searches"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_due_idx" ON "alert_events" USING btree ("id") WHERE "alert_events"."done_at" is null;--> statement-breakpoint
CREATE INDEX "alert_search_matches_player_idx" ON "alert_search_matches" USING btree ("player_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_once_idx" ON "inbox_items" USING btree ("scout_uid","kind","subject","fingerprint");--> statement-breakpoint
CREATE INDEX "inbox_items_scout_idx" ON "inbox_items" USING btree ("scout_uid","created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_unmailed_idx" ON "inbox_items" USING btree ("mail","scout_uid") WHERE "inbox_items"."mailed_at" is null and "inbox_items"."mail" <> 'off';--> statement-breakpoint
-- The club each player is at as the alerts start, so the first save that moves him is told apart.
INSERT INTO "alert_player_clubs" ("player_uid", "club_uid") SELECT "uid", "current_club_id" FROM "players";
