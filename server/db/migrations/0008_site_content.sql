CREATE TABLE "admin_audit" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_uid" uuid,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_uid" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"fields" jsonb NOT NULL,
	"body_html" text,
	"slug" text,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"pic_upload" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_uid_accounts_uid_fk" FOREIGN KEY ("admin_uid") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_pic_upload_uploads_uid_fk" FOREIGN KEY ("pic_upload") REFERENCES "public"."uploads"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "site_content_kind_idx" ON "site_content" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "site_content_slug_key" ON "site_content" USING btree ("kind","slug") WHERE "site_content"."slug" is not null;