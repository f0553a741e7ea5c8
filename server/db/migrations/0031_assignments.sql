CREATE TABLE "calendar_feeds" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_assignments" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"workspace_uid" uuid NOT NULL,
	"scout_uid" uuid NOT NULL,
	"assigned_by" uuid,
	"player_uid" uuid,
	"game_uid" uuid,
	"due_on" date NOT NULL,
	"priority" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"report_uid" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_assignments_target" CHECK ("workspace_assignments"."player_uid" is not null or "workspace_assignments"."game_uid" is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_assigned_by_accounts_uid_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_game_uid_games_uid_fk" FOREIGN KEY ("game_uid") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_assignments" ADD CONSTRAINT "workspace_assignments_report_uid_scout_reports_uid_fk" FOREIGN KEY ("report_uid") REFERENCES "public"."scout_reports"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_assignments_workspace_idx" ON "workspace_assignments" USING btree ("workspace_uid","status");--> statement-breakpoint
CREATE INDEX "workspace_assignments_scout_idx" ON "workspace_assignments" USING btree ("scout_uid","due_on");--> statement-breakpoint
CREATE INDEX "workspace_assignments_game_idx" ON "workspace_assignments" USING btree ("game_uid");--> statement-breakpoint
CREATE INDEX "workspace_assignments_player_idx" ON "workspace_assignments" USING btree ("player_uid");