CREATE TABLE "workspace_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workspace_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_uid" uuid NOT NULL,
	"actor_uid" uuid,
	"kind" text NOT NULL,
	"player_uid" uuid,
	"list_uid" uuid,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_comments" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"workspace_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"list_uid" uuid,
	"author_uid" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"workspace_uid" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"workspace_uid" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_shadow_teams" (
	"workspace_uid" uuid PRIMARY KEY NOT NULL,
	"formation" text NOT NULL,
	"slots" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "scout_lists_scout_name_idx";--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD COLUMN "status_by" uuid;--> statement-breakpoint
ALTER TABLE "scout_lists" ADD COLUMN "workspace_uid" uuid;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD COLUMN "workspace_uid" uuid;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_actor_uid_accounts_uid_fk" FOREIGN KEY ("actor_uid") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_comments" ADD CONSTRAINT "workspace_comments_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_comments" ADD CONSTRAINT "workspace_comments_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_comments" ADD CONSTRAINT "workspace_comments_author_uid_accounts_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_accounts_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_shadow_teams" ADD CONSTRAINT "workspace_shadow_teams_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_shadow_teams" ADD CONSTRAINT "workspace_shadow_teams_updated_by_accounts_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_activity_idx" ON "workspace_activity" USING btree ("workspace_uid","at");--> statement-breakpoint
CREATE INDEX "workspace_comments_player_idx" ON "workspace_comments" USING btree ("workspace_uid","player_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_idx" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_uid");--> statement-breakpoint
CREATE INDEX "workspace_members_workspace_idx" ON "workspace_members" USING btree ("workspace_uid");--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD CONSTRAINT "scout_list_entries_added_by_accounts_uid_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD CONSTRAINT "scout_list_entries_status_by_accounts_uid_fk" FOREIGN KEY ("status_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_lists" ADD CONSTRAINT "scout_lists_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scout_lists_workspace_name_idx" ON "scout_lists" USING btree ("workspace_uid",lower("name")) WHERE "scout_lists"."workspace_uid" is not null;--> statement-breakpoint
CREATE INDEX "scout_reports_workspace_player_idx" ON "scout_reports" USING btree ("workspace_uid","player_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_lists_scout_name_idx" ON "scout_lists" USING btree ("scout_uid",lower("name")) WHERE "scout_lists"."workspace_uid" is null;