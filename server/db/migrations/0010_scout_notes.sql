CREATE TABLE "contact_messages" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_notes" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"player_uid" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_notes" ADD CONSTRAINT "scout_notes_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_notes" ADD CONSTRAINT "scout_notes_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_notes_scout_idx" ON "scout_notes" USING btree ("scout_uid","created_at");--> statement-breakpoint
CREATE INDEX "scout_notes_player_idx" ON "scout_notes" USING btree ("player_uid");