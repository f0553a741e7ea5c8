-- Upload rows follow their owners: when a gallery image or report row goes (deleted, or cascaded from its
-- player, club, tournament, league, national side or game), or a player's picture is replaced or the player
-- deleted, the uploads row of the file goes in the same transaction. Files without a row are removed from
-- storage by the uploads plugin's sweep (server/plugins/uploads.ts).
CREATE OR REPLACE FUNCTION release_media_upload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM uploads WHERE uid = OLD.upload_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gallery_images_release_upload AFTER DELETE ON gallery_images
  FOR EACH ROW EXECUTE FUNCTION release_media_upload();
--> statement-breakpoint
CREATE TRIGGER player_reports_release_upload AFTER DELETE ON player_reports
  FOR EACH ROW EXECUTE FUNCTION release_media_upload();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION release_player_pic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.pic LIKE '/api/files/%' AND (TG_OP = 'DELETE' OR NEW.pic IS DISTINCT FROM OLD.pic) THEN
    DELETE FROM uploads WHERE stored_name = substr(OLD.pic, 12);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER players_release_pic AFTER DELETE OR UPDATE OF pic ON players
  FOR EACH ROW EXECUTE FUNCTION release_player_pic();
