CREATE TABLE "erasure_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"erasure_id" bigint NOT NULL,
	"owner_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_uid" uuid NOT NULL,
	"seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_uid" uuid NOT NULL,
	"reason" text NOT NULL,
	"by_uid" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_contact_renewals" (
	"player_uid" uuid PRIMARY KEY NOT NULL,
	"renewed_on" date NOT NULL,
	"renewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "minor_reads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "minor_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_uid" uuid NOT NULL,
	"account_uid" uuid,
	"call" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deleted_account_audit_days" integer DEFAULT 365 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_one_row" CHECK ("privacy_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "about_minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "club_uid" uuid;--> statement-breakpoint
ALTER TABLE "erasure_notices" ADD CONSTRAINT "erasure_notices_erasure_id_erasures_id_fk" FOREIGN KEY ("erasure_id") REFERENCES "public"."erasures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_contact_renewals" ADD CONSTRAINT "guardian_contact_renewals_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_reads" ADD CONSTRAINT "minor_reads_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_notices_owner_idx" ON "erasure_notices" USING btree ("owner_uid");--> statement-breakpoint
CREATE INDEX "minor_reads_player_idx" ON "minor_reads" USING btree ("player_uid","at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_club_uid_clubs_uid_fk" FOREIGN KEY ("club_uid") REFERENCES "public"."clubs"("uid") ON DELETE set null ON UPDATE no action;