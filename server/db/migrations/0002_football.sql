CREATE TABLE "leagues" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"country_id" uuid,
	"season" text,
	"level" smallint,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "national_squad_players" (
	"national_squad_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "national_squad_players_national_squad_id_player_id_pk" PRIMARY KEY("national_squad_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "national_squads" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"national_id" uuid NOT NULL,
	"tournament_id" uuid,
	"name" text NOT NULL,
	"season" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "national_staff" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"national_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "national_team_players" (
	"national_team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "national_team_players_national_team_id_player_id_pk" PRIMARY KEY("national_team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "national_teams" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"national_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"gender" text,
	"coach" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "nationals" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"country_id" uuid NOT NULL,
	"fifa_code" text,
	"confederation" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "team_leagues" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"team_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"season" text,
	"group_name" text
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "team_players_team_id_player_id_pk" PRIMARY KEY("team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"club_id" uuid,
	"tournament_id" uuid,
	"national_id" uuid,
	"league_id" uuid,
	"season" text,
	"category" text,
	"gender" text,
	"pic" text,
	CONSTRAINT "teams_one_competition" CHECK (num_nonnulls("teams"."tournament_id", "teams"."national_id", "teams"."league_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"country_id" uuid,
	"season" text,
	"start_date" date,
	"end_date" date,
	"organiser" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"description" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "club_countries" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"country_id" uuid,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "club_players" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"club_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"season" text,
	"shirt_number" smallint,
	"joined_on" date,
	"left_on" date
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"country_id" uuid,
	"club_country_id" uuid,
	"city" text,
	"venue" text,
	"founded_year" smallint,
	"website" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"continent" text,
	"pic" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"gender" text,
	"nationality_id" uuid,
	"height_cm" smallint,
	"weight_kg" smallint,
	"preferred_foot" text,
	"main_position" text,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_club_id" uuid,
	"shirt_number" smallint,
	"pic" text,
	"email" text,
	"phone" text,
	"guardian_name" text,
	"guardian_email" text,
	"guardian_phone" text,
	"consent_given" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	CONSTRAINT "players_height_range" CHECK ("players"."height_cm" is null or "players"."height_cm" between 50 and 250),
	CONSTRAINT "players_shirt_range" CHECK ("players"."shirt_number" is null or "players"."shirt_number" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "game_day_games" (
	"game_day_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_day_games_game_day_id_game_id_pk" PRIMARY KEY("game_day_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_days" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tournament_id" uuid,
	"name" text NOT NULL,
	"date" date,
	"stage" text
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"ordinal" smallint NOT NULL,
	"position" text,
	"jersey_no" smallint,
	"is_captain" boolean DEFAULT false NOT NULL,
	"on_field" boolean DEFAULT false NOT NULL,
	"on_bench" boolean DEFAULT false NOT NULL,
	"motm" boolean DEFAULT false NOT NULL,
	"goals" smallint DEFAULT 0 NOT NULL,
	"assist_goal" smallint DEFAULT 0 NOT NULL,
	"pre_assist" smallint DEFAULT 0 NOT NULL,
	"injured" boolean DEFAULT false NOT NULL,
	"red_card_time" smallint,
	"yellow_card_time" smallint,
	"yellow_second_card_time" smallint,
	"substitutions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"minutes" smallint DEFAULT 0 NOT NULL,
	"sub_in_minute" smallint,
	"sub_out_minute" smallint,
	"game_kind" text NOT NULL,
	"game_date" timestamp with time zone,
	"season" text,
	"tournament_id" uuid,
	"league_id" uuid,
	CONSTRAINT "game_players_game_id_player_id_pk" PRIMARY KEY("game_id","player_id"),
	CONSTRAINT "game_players_counts" CHECK ("game_players"."goals" >= 0 and "game_players"."assist_goal" >= 0 and "game_players"."pre_assist" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_teams" (
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	CONSTRAINT "game_teams_game_id_side_pk" PRIMARY KEY("game_id","side"),
	CONSTRAINT "game_teams_side" CHECK ("game_teams"."side" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'game' NOT NULL,
	"date" timestamp with time zone,
	"venue" text,
	"city" text,
	"tournament_id" uuid,
	"league_id" uuid,
	"competition" text,
	"season" text,
	"stage" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" smallint,
	"away_score" smallint,
	"duration_minutes" smallint DEFAULT 90 NOT NULL,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pic" text,
	CONSTRAINT "games_scores_positive" CHECK (coalesce("games"."home_score", 0) >= 0 and coalesce("games"."away_score", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "national_match_day_games" (
	"national_match_day_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "national_match_day_games_national_match_day_id_game_id_pk" PRIMARY KEY("national_match_day_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "national_match_days" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tournament_id" uuid,
	"name" text NOT NULL,
	"date" date
);
--> statement-breakpoint
CREATE TABLE "week_day_games" (
	"week_day_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "week_day_games_week_day_id_game_id_pk" PRIMARY KEY("week_day_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "week_days" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"league_id" uuid,
	"name" text NOT NULL,
	"number" smallint,
	"season" text,
	"date" date
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_country_id_countries_uid_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_squad_players" ADD CONSTRAINT "national_squad_players_national_squad_id_national_squads_uid_fk" FOREIGN KEY ("national_squad_id") REFERENCES "public"."national_squads"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_squad_players" ADD CONSTRAINT "national_squad_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_squads" ADD CONSTRAINT "national_squads_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_squads" ADD CONSTRAINT "national_squads_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_staff" ADD CONSTRAINT "national_staff_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_team_players" ADD CONSTRAINT "national_team_players_national_team_id_national_teams_uid_fk" FOREIGN KEY ("national_team_id") REFERENCES "public"."national_teams"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_team_players" ADD CONSTRAINT "national_team_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_teams" ADD CONSTRAINT "national_teams_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nationals" ADD CONSTRAINT "nationals_country_id_countries_uid_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_leagues" ADD CONSTRAINT "team_leagues_team_id_teams_uid_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_leagues" ADD CONSTRAINT "team_leagues_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_uid_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_uid_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_national_id_nationals_uid_fk" FOREIGN KEY ("national_id") REFERENCES "public"."nationals"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_country_id_countries_uid_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_countries" ADD CONSTRAINT "club_countries_country_id_countries_uid_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_uid_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_players" ADD CONSTRAINT "club_players_club_id_clubs_uid_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_players" ADD CONSTRAINT "club_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_id_countries_uid_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_club_country_id_club_countries_uid_fk" FOREIGN KEY ("club_country_id") REFERENCES "public"."club_countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_nationality_id_countries_uid_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_club_id_clubs_uid_fk" FOREIGN KEY ("current_club_id") REFERENCES "public"."clubs"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_games" ADD CONSTRAINT "game_day_games_game_day_id_game_days_uid_fk" FOREIGN KEY ("game_day_id") REFERENCES "public"."game_days"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_day_games" ADD CONSTRAINT "game_day_games_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_days" ADD CONSTRAINT "game_days_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_team_id_teams_uid_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_teams" ADD CONSTRAINT "game_teams_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_teams" ADD CONSTRAINT "game_teams_team_id_teams_uid_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_match_day_games" ADD CONSTRAINT "national_match_day_games_national_match_day_id_national_match_days_uid_fk" FOREIGN KEY ("national_match_day_id") REFERENCES "public"."national_match_days"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_match_day_games" ADD CONSTRAINT "national_match_day_games_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_match_days" ADD CONSTRAINT "national_match_days_tournament_id_tournaments_uid_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_day_games" ADD CONSTRAINT "week_day_games_week_day_id_week_days_uid_fk" FOREIGN KEY ("week_day_id") REFERENCES "public"."week_days"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_day_games" ADD CONSTRAINT "week_day_games_game_id_games_uid_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_days" ADD CONSTRAINT "week_days_league_id_leagues_uid_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("uid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_name_prefix_idx" ON "leagues" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leagues_name_trgm_idx" ON "leagues" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leagues_country_idx" ON "leagues" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "national_squad_players_player_idx" ON "national_squad_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "national_squads_name_prefix_idx" ON "national_squads" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "national_squads_name_trgm_idx" ON "national_squads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "national_squads_national_idx" ON "national_squads" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "national_squads_tournament_idx" ON "national_squads" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "national_staff_name_prefix_idx" ON "national_staff" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "national_staff_name_trgm_idx" ON "national_staff" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "national_staff_national_idx" ON "national_staff" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "national_team_players_player_idx" ON "national_team_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "national_teams_name_prefix_idx" ON "national_teams" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "national_teams_name_trgm_idx" ON "national_teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "national_teams_national_idx" ON "national_teams" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "nationals_name_prefix_idx" ON "nationals" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "nationals_name_trgm_idx" ON "nationals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nationals_country_idx" ON "nationals" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_leagues_unique" ON "team_leagues" USING btree ("team_id","league_id",coalesce("season", ''));--> statement-breakpoint
CREATE INDEX "team_leagues_league_idx" ON "team_leagues" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "team_players_player_idx" ON "team_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "teams_name_prefix_idx" ON "teams" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_club_idx" ON "teams" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "teams_tournament_idx" ON "teams" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "teams_national_idx" ON "teams" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "tournaments_name_prefix_idx" ON "tournaments" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_country_idx" ON "tournaments" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "categories_name_prefix_idx" ON "categories" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "club_countries_name_prefix_idx" ON "club_countries" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "club_countries_name_trgm_idx" ON "club_countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "club_countries_country_idx" ON "club_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "club_members_name_prefix_idx" ON "club_members" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "club_members_name_trgm_idx" ON "club_members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "club_members_club_idx" ON "club_members" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_players_unique" ON "club_players" USING btree ("club_id","player_id",coalesce("season", ''));--> statement-breakpoint
CREATE INDEX "club_players_player_idx" ON "club_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "clubs_name_prefix_idx" ON "clubs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_country_idx" ON "clubs" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "clubs_club_country_idx" ON "clubs" USING btree ("club_country_id");--> statement-breakpoint
CREATE INDEX "countries_name_prefix_idx" ON "countries" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_name_trgm_idx" ON "countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_unique" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_unique" ON "countries" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "players_name_prefix_idx" ON "players" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_name_trgm_idx" ON "players" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_last_name_prefix_idx" ON "players" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_nationality_idx" ON "players" USING btree ("nationality_id");--> statement-breakpoint
CREATE INDEX "players_current_club_idx" ON "players" USING btree ("current_club_id");--> statement-breakpoint
CREATE INDEX "players_main_position_idx" ON "players" USING btree ("main_position");--> statement-breakpoint
CREATE INDEX "players_date_of_birth_idx" ON "players" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "tags_name_prefix_idx" ON "tags" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_unique" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "game_day_games_game_idx" ON "game_day_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_days_name_prefix_idx" ON "game_days" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "game_days_name_trgm_idx" ON "game_days" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_days_tournament_idx" ON "game_days" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "game_players_player_idx" ON "game_players" USING btree ("player_id","game_date");--> statement-breakpoint
CREATE INDEX "game_players_team_idx" ON "game_players" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_teams_team_unique" ON "game_teams" USING btree ("game_id","team_id");--> statement-breakpoint
CREATE INDEX "game_teams_team_idx" ON "game_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "games_kind_date_idx" ON "games" USING btree ("kind","date");--> statement-breakpoint
CREATE INDEX "games_tournament_idx" ON "games" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "games_league_idx" ON "games" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "national_match_day_games_game_idx" ON "national_match_day_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "national_match_days_name_prefix_idx" ON "national_match_days" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "national_match_days_name_trgm_idx" ON "national_match_days" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "national_match_days_tournament_idx" ON "national_match_days" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "week_day_games_game_idx" ON "week_day_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "week_days_name_prefix_idx" ON "week_days" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "week_days_name_trgm_idx" ON "week_days" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "week_days_league_idx" ON "week_days" USING btree ("league_id");