CREATE TABLE "event_players" (
	"video_event_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"role" text,
	CONSTRAINT "event_players_video_event_id_player_id_pk" PRIMARY KEY("video_event_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_id" uuid,
	"club_id" uuid,
	"tournament_id" uuid,
	"league_id" uuid,
	"national_id" uuid,
	"name" text,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "gallery_images_one_owner" CHECK (num_nonnulls("gallery_images"."player_id", "gallery_images"."club_id", "gallery_images"."tournament_id", "gallery_images"."league_id", "gallery_images"."national_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "player_attributes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pace" smallint,
	"shooting" smallint,
	"passing" smallint,
	"dribbling" smallint,
	"defending" smallint,
	"physical" smallint,
	"technical" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mental" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"physical_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_attributes_range" CHECK (coalesce(least("player_attributes"."pace", "player_attributes"."shooting", "player_attributes"."passing", "player_attributes"."dribbling", "player_attributes"."defending", "player_attributes"."physical"), 1) >= 1
        and coalesce(greatest("player_attributes"."pace", "player_attributes"."shooting", "player_attributes"."passing", "player_attributes"."dribbling", "player_attributes"."defending", "player_attributes"."physical"), 100) <= 100)
);
--> statement-breakpoint
CREATE TABLE "player_custom_attributes" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_id" uuid NOT NULL,
	"attribute_name" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "player_reports" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_id" uuid,
	"game_id" uuid,
	"name" text NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "player_reports_owner" CHECK (num_nonnulls("player_reports"."player_id", "player_reports"."game_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"thumb_name" text,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_events" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_id" uuid,
	"club_id" uuid,
	"tournament_id" uuid,
	"league_id" uuid,
	"national_id" uuid,
	"provider" text DEFAULT 'local' NOT NULL,
	"video_id" text NOT NULL,
	"name" text NOT NULL,
	"event_tag" text,
	"time_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_events_time" CHECK ("video_events"."time_seconds" >= 0),
	CONSTRAINT "video_events_one_owner" CHECK (num_nonnulls("video_events"."player_id", "video_events"."club_id", "video_events"."tournament_id", "video_events"."league_id", "video_events"."national_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "event_players" ADD CONSTRAINT "event_players_video_event_id_video_events_uid_fk" FOREIGN KEY ("video_event_id") REFERENCES "public"."video_events"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_players" ADD CONSTRAINT "event_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_club_id_clubs_uid_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_upload_id_uploads_uid_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_attributes" ADD CONSTRAINT "player_attributes_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_custom_attributes" ADD CONSTRAINT "player_custom_attributes_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_upload_id_uploads_uid_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_club_id_clubs_uid_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_players_player_idx" ON "event_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "gallery_images_player_idx" ON "gallery_images" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "gallery_images_club_idx" ON "gallery_images" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "gallery_images_tournament_idx" ON "gallery_images" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "gallery_images_league_idx" ON "gallery_images" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "gallery_images_national_idx" ON "gallery_images" USING btree ("national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_custom_attributes_name_unique" ON "player_custom_attributes" USING btree ("player_id",lower("attribute_name"));--> statement-breakpoint
CREATE INDEX "player_reports_player_idx" ON "player_reports" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_reports_game_idx" ON "player_reports" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_name_unique" ON "uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_thumb_name_unique" ON "uploads" USING btree ("thumb_name");--> statement-breakpoint
CREATE INDEX "video_events_player_idx" ON "video_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "video_events_club_idx" ON "video_events" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "video_events_tournament_idx" ON "video_events" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "video_events_league_idx" ON "video_events" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "video_events_national_idx" ON "video_events" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "video_events_video_idx" ON "video_events" USING btree ("video_id","time_seconds");