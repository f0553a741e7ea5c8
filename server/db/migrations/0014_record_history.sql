CREATE TABLE "record_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"record_uid" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_uid" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "record_changes_record_idx" ON "record_changes" USING btree ("record_uid","id");--> statement-breakpoint
-- One trigger function for every community table: a create keeps the new row, a change only the fields that
-- changed (before and after; version and updated_at are not changes of their own), a delete the old row.
CREATE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('app.actor', true), '')::uuid;
  old_row jsonb;
  new_row jsonb;
  changed_before jsonb;
  changed_after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_changes (table_name, record_uid, action, actor_uid, after)
    VALUES (TG_TABLE_NAME, NEW.uid, 'create', actor, to_jsonb(NEW));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    old_row := to_jsonb(OLD) - 'updated_at' - 'version';
    new_row := to_jsonb(NEW) - 'updated_at' - 'version';
    IF old_row = new_row THEN
      RETURN NEW;
    END IF;
    SELECT jsonb_object_agg(n.key, o.value), jsonb_object_agg(n.key, n.value)
      INTO changed_before, changed_after
      FROM jsonb_each(new_row) n
      LEFT JOIN jsonb_each(old_row) o ON o.key = n.key
     WHERE o.value IS DISTINCT FROM n.value;
    INSERT INTO record_changes (table_name, record_uid, action, actor_uid, before, after)
    VALUES (TG_TABLE_NAME, NEW.uid, 'update', actor, changed_before, changed_after);
    RETURN NEW;
  ELSE
    INSERT INTO record_changes (table_name, record_uid, action, actor_uid, before)
    VALUES (TG_TABLE_NAME, OLD.uid, 'delete', actor, to_jsonb(OLD));
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['leagues', 'national_squads', 'national_staff', 'national_teams', 'nationals',
    'team_leagues', 'teams', 'tournaments', 'categories', 'club_countries', 'club_members', 'club_players', 'clubs',
    'countries', 'players', 'tags', 'game_days', 'games', 'national_match_days', 'week_days', 'gallery_images',
    'player_custom_attributes', 'player_reports', 'video_events']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION record_change()', t || '_history', t);
  END LOOP;
END $$;
