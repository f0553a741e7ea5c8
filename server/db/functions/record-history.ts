import type { DbFunction, DbTrigger } from './db-object'

// Every community table's history: one trigger function, a trigger on each table (decision 0020).

export const functions: DbFunction[] = [
  /**
   * One trigger function for every community table: a create keeps the new row, a change only the fields that
   * changed (before and after; version and updated_at are not changes of their own), a delete the old row.
   * (Migration 0014.)
   */
  {
    name: 'record_change',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
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
END `,
  },
]

/** The tables whose every change is kept in record_changes. */
export const tablesWithHistory = [
  'categories',
  'club_countries',
  'club_members',
  'club_players',
  'clubs',
  'countries',
  'gallery_images',
  'game_days',
  'games',
  'leagues',
  'national_match_days',
  'national_squads',
  'national_staff',
  'national_teams',
  'nationals',
  'player_custom_attributes',
  'player_reports',
  'players',
  'tags',
  'team_leagues',
  'teams',
  'tournaments',
  'video_events',
  'week_days',
]

export const triggers: DbTrigger[] = tablesWithHistory.map((table) => ({
  name: `${table}_history`,
  table,
  definition: `CREATE TRIGGER ${table}_history AFTER INSERT OR DELETE OR UPDATE ON public.${table} FOR EACH ROW EXECUTE FUNCTION record_change()`,
}))
