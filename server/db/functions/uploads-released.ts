import type { DbFunction, DbTrigger } from './db-object'

// A deleted media row or a replaced player picture releases its upload for the cleanup (decision 0046).

export const functions: DbFunction[] = [
  /**
   * Upload rows follow their owners: when a gallery image or report row goes (deleted, or cascaded from its
   * player, club, tournament, league, national side or game), or a player's picture is replaced or the player
   * deleted, the uploads row of the file goes in the same transaction. Files without a row are removed from
   * storage by the uploads plugin's sweep (server/plugins/uploads.ts).
   * (Migration 0005.)
   */
  {
    name: 'release_media_upload',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  DELETE FROM uploads WHERE uid = OLD.upload_id;
  RETURN NULL;
END
`,
  },
  /**
   * (Migration 0005.)
   */
  {
    name: 'release_player_pic',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  IF OLD.pic LIKE '/api/files/%' AND (TG_OP = 'DELETE' OR NEW.pic IS DISTINCT FROM OLD.pic) THEN
    DELETE FROM uploads WHERE stored_name = substr(OLD.pic, 12);
  END IF;
  RETURN NULL;
END
`,
  },
]

export const triggers: DbTrigger[] = [
  {
    name: 'gallery_images_release_upload',
    table: 'gallery_images',
    definition:
      'CREATE TRIGGER gallery_images_release_upload AFTER DELETE ON public.gallery_images FOR EACH ROW EXECUTE FUNCTION release_media_upload()',
  },
  {
    name: 'player_reports_release_upload',
    table: 'player_reports',
    definition:
      'CREATE TRIGGER player_reports_release_upload AFTER DELETE ON public.player_reports FOR EACH ROW EXECUTE FUNCTION release_media_upload()',
  },
  {
    name: 'players_release_pic',
    table: 'players',
    definition:
      'CREATE TRIGGER players_release_pic AFTER DELETE OR UPDATE OF pic ON public.players FOR EACH ROW EXECUTE FUNCTION release_player_pic()',
  },
]
