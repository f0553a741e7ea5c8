CREATE TABLE "share_links" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_uid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK ("share_links"."kind" in ('list', 'player'))
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_idx" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_scout_idx" ON "share_links" USING btree ("scout_uid","created_at");