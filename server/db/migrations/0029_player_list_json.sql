CREATE TABLE "player_list_json" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"own" text NOT NULL,
	"contact" text NOT NULL,
	"named" text NOT NULL,
	"date_of_birth" date
);
--> statement-breakpoint
ALTER TABLE "player_list_json" ADD CONSTRAINT "player_list_json_player_id_players_uid_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A JSON object's members without its braces: '{"a":1,"b":2}' gives ',"a":1,"b":2', to be joined after other
-- members (an object of no members gives '').
CREATE FUNCTION json_members(object json) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(object::text) > 2 THEN ',' || substr(object::text, 2, length(object::text) - 2) ELSE '' END
$$;
--> statement-breakpoint
-- These players' list JSON written again (decision 0048). Each field spelled as the API spells it: what
-- server/db/reads/json-rows.ts writes for the same columns (timestamps as JavaScript's toISOString), in the
-- record's order; tests/api/player-list-json.test.ts holds the two equal. The country and club rows named are
-- share-locked first, in order: a rename running at the same time then waits for this write to commit and
-- writes these players again itself with their new names in view, or this write waits for the rename and reads
-- the new name — either way no player keeps a name that is no longer his club's.
CREATE FUNCTION refresh_player_list_json(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM countries WHERE uid IN (SELECT nationality_id FROM players WHERE uid = ANY (changed))
    ORDER BY uid FOR SHARE;
  PERFORM 1 FROM clubs WHERE uid IN (SELECT current_club_id FROM players WHERE uid = ANY (changed))
    ORDER BY uid FOR SHARE;
  INSERT INTO player_list_json (player_id, own, contact, named, date_of_birth)
  SELECT p.uid,
    left((SELECT row_to_json(o) FROM (SELECT p.uid, p.version,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
      p.name, p.first_name, p.last_name, p.date_of_birth, p.gender, p.nationality_id, p.height_cm, p.weight_kg,
      p.preferred_foot, p.main_position, p.positions, p.current_club_id, p.shirt_number, p.pic) o)::text, -1),
    json_members((SELECT row_to_json(o) FROM (SELECT p.email, p.phone, p.guardian_name, p.guardian_email,
      p.guardian_phone, p.consent_given) o)),
    json_members((SELECT row_to_json(o) FROM (SELECT
      (SELECT c.name FROM countries c WHERE c.uid = p.nationality_id) AS nationality,
      (SELECT c.name FROM clubs c WHERE c.uid = p.current_club_id) AS current_club,
      (SELECT '/api/files/' || u.thumb_name FROM uploads u
        WHERE p.pic LIKE '/api/files/%' AND u.stored_name = substr(p.pic, 12)) AS thumb) o)),
    p.date_of_birth
  FROM players p WHERE p.uid = ANY (changed)
  ON CONFLICT (player_id) DO UPDATE SET own = excluded.own, contact = excluded.contact, named = excluded.named,
    date_of_birth = excluded.date_of_birth;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_list_json_after_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_list_json(ARRAY(SELECT uid FROM written_players));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_list_json_insert AFTER INSERT ON players
  REFERENCING NEW TABLE AS written_players FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_players();
--> statement-breakpoint
CREATE TRIGGER players_list_json_update AFTER UPDATE ON players
  REFERENCING NEW TABLE AS written_players FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_players();
--> statement-breakpoint
-- A player leaving a country or club (a move, a deletion) share-locks the one he leaves, before his row changes:
-- a rename of it at the same moment then either waits for him to be gone, or has written his JSON already and
-- this write waits for it (then writes his JSON again itself). Without it, a rename could write his JSON from his
-- old row over the new one, or re-insert the JSON of a player being deleted. (The ones he joins are locked by
-- refresh_player_list_json.)
CREATE FUNCTION player_list_json_before_leaving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.nationality_id IS DISTINCT FROM NEW.nationality_id THEN
    PERFORM 1 FROM countries WHERE uid = OLD.nationality_id FOR SHARE;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.current_club_id IS DISTINCT FROM NEW.current_club_id THEN
    PERFORM 1 FROM clubs WHERE uid = OLD.current_club_id FOR SHARE;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_list_json_leaving BEFORE UPDATE OF nationality_id, current_club_id OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION player_list_json_before_leaving();
--> statement-breakpoint
-- A country or club renamed: its players are written again. (A picture's uploads row, thumbnail included, is
-- written before the player's picture points at it and never changes after: the player's own write covers it.)
CREATE FUNCTION player_list_json_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed uuid[] := ARRAY(SELECT a.uid FROM renamed_after a JOIN renamed_before b ON b.uid = a.uid
    WHERE a.name IS DISTINCT FROM b.name);
BEGIN
  IF cardinality(renamed) = 0 THEN
    RETURN NULL;
  END IF;
  -- Two statements, not one with a CASE: each reads its own foreign-key index of players.
  IF TG_TABLE_NAME = 'countries' THEN
    PERFORM refresh_player_list_json(ARRAY(SELECT uid FROM players WHERE nationality_id = ANY (renamed)));
  ELSE
    PERFORM refresh_player_list_json(ARRAY(SELECT uid FROM players WHERE current_club_id = ANY (renamed)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER countries_list_json_rename AFTER UPDATE ON countries
  REFERENCING OLD TABLE AS renamed_before NEW TABLE AS renamed_after
  FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_rename();
--> statement-breakpoint
CREATE TRIGGER clubs_list_json_rename AFTER UPDATE ON clubs
  REFERENCING OLD TABLE AS renamed_before NEW TABLE AS renamed_after
  FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_rename();
--> statement-breakpoint
SELECT refresh_player_list_json(ARRAY(SELECT uid FROM players));
