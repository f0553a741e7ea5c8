CREATE TABLE "club_imports" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"owner_uid" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"skip_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "club_player_facts" (
	"owner_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"height_cm" smallint,
	"weight_kg" smallint,
	"preferred_foot" text,
	"contract_expires" date,
	"market_value" integer,
	"market_value_currency" text,
	"agent" text,
	"on_loan" boolean,
	"loan_from" text,
	"loan_until" date,
	"passports" text[],
	CONSTRAINT "club_player_facts_owner_uid_player_uid_pk" PRIMARY KEY("owner_uid","player_uid")
);
--> statement-breakpoint
CREATE TABLE "club_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"import_uid" uuid,
	"source_label" text NOT NULL,
	"as_of" date NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "contract_expires" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "market_value" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "market_value_currency" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "agent" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "on_loan" boolean;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "loan_from" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "loan_until" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "passports" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "club_imports" ADD CONSTRAINT "club_imports_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_player_facts" ADD CONSTRAINT "club_player_facts_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_values" ADD CONSTRAINT "club_values_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_values" ADD CONSTRAINT "club_values_import_uid_club_imports_uid_fk" FOREIGN KEY ("import_uid") REFERENCES "public"."club_imports"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_values" ADD CONSTRAINT "club_values_recorded_by_accounts_uid_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_imports_owner_idx" ON "club_imports" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "club_values_current_idx" ON "club_values" USING btree ("owner_uid","player_uid","field","id");--> statement-breakpoint
CREATE INDEX "club_values_import_idx" ON "club_values" USING btree ("import_uid");