ALTER TABLE "contact_messages" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "from_email" text;