ALTER TABLE "players" ADD COLUMN "consent_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "consent_relationship" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "consent_given_on" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "consent_recorded_by" uuid;