CREATE TABLE "report_templates" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"scale" smallint NOT NULL,
	"criteria" jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"replaces_uid" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_list_entries" (
	"list_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"status" text DEFAULT 'watching' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_list_entries_list_uid_player_uid_pk" PRIMARY KEY("list_uid","player_uid")
);
--> statement-breakpoint
CREATE TABLE "scout_lists" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_report_revisions" (
	"report_uid" uuid NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "scout_report_revisions_report_uid_version_pk" PRIMARY KEY("report_uid","version")
);
--> statement-breakpoint
CREATE TABLE "scout_reports" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"player_uid" uuid NOT NULL,
	"template_uid" uuid NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"seen_on" date NOT NULL,
	"seen_how" text NOT NULL,
	"game_uid" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD CONSTRAINT "scout_list_entries_list_uid_scout_lists_uid_fk" FOREIGN KEY ("list_uid") REFERENCES "public"."scout_lists"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_list_entries" ADD CONSTRAINT "scout_list_entries_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_lists" ADD CONSTRAINT "scout_lists_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_report_revisions" ADD CONSTRAINT "scout_report_revisions_report_uid_scout_reports_uid_fk" FOREIGN KEY ("report_uid") REFERENCES "public"."scout_reports"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_player_uid_players_uid_fk" FOREIGN KEY ("player_uid") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_template_uid_report_templates_uid_fk" FOREIGN KEY ("template_uid") REFERENCES "public"."report_templates"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_game_uid_games_uid_fk" FOREIGN KEY ("game_uid") REFERENCES "public"."games"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_list_entries_player_idx" ON "scout_list_entries" USING btree ("player_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_lists_scout_name_idx" ON "scout_lists" USING btree ("scout_uid",lower("name"));--> statement-breakpoint
CREATE INDEX "scout_reports_scout_player_idx" ON "scout_reports" USING btree ("scout_uid","player_uid","seen_on");--> statement-breakpoint
CREATE INDEX "scout_reports_template_idx" ON "scout_reports" USING btree ("template_uid");--> statement-breakpoint
CREATE INDEX "scout_reports_player_idx" ON "scout_reports" USING btree ("player_uid");