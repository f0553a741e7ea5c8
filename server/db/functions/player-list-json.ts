import { PgDialect } from 'drizzle-orm/pg-core'
import {
  type PlayerColumnField,
  playerColumnFields,
  privatePlayerFields,
} from '../../../src/api/contract/schemas/player-fields'
import { type JsonField, jsonObject } from '../reads/json-rows'
import { playerColumns, playerNamedSql } from '../reads/player-shape'
import { players } from '../schema/index'
import type { DbFunction, DbTrigger } from './db-object'

// Each player's list JSON kept by the database (decision 0048): the parts of his wire object, written when he or
// what his record names changes. The parts are derived from the player's one field table
// (src/api/contract/schemas/player-fields.ts), so a new field reaches every list without a line of SQL written by hand.

const contact = new Set<string>(privatePlayerFields)
const fieldsOf = (keys: readonly PlayerColumnField[]) =>
  Object.fromEntries(keys.map((key) => [key, playerColumns[key]])) as Record<string, JsonField>

/** SQL text of a drizzle expression, its values written in (these are the code's own, never a user's). */
const text = (fields: Record<string, JsonField>) =>
  new PgDialect().sqlToQuery(jsonObject(fields).inlineParams()).sql

/** `{"uid":…` to the last public column, without the closing brace: the object's opening and what all see. */
const own = text({
  uid: players.uid,
  version: players.version,
  created_at: players.createdAt,
  updated_at: players.updatedAt,
  ...fieldsOf(playerColumnFields.filter((key) => !contact.has(key))),
})
/** `,"email":…`: the contact details a scout never sees. */
const contactPart = text(fieldsOf(playerColumnFields.filter((key) => contact.has(key))))
/** `,"nationality":…`: the names of what the record points at. */
const named = text(playerNamedSql)

/**
 * These players' list JSON written again. The country and club rows named are share-locked first, in order: a
 * rename running at the same time then waits for this write to commit and writes these players again itself with
 * their new names in view, or this write waits for the rename and reads the new name — either way no player keeps
 * a name that is no longer his club's. (A new named field pointing at another table needs its lock here and a
 * rename trigger below.)
 */
const refreshPlayerListJson: DbFunction = {
  name: 'refresh_player_list_json',
  args: 'changed uuid[]',
  returns: 'void',
  language: 'plpgsql',
  body: `
BEGIN
  PERFORM 1 FROM countries WHERE uid IN (SELECT nationality_id FROM players WHERE uid = ANY (changed))
    ORDER BY uid FOR SHARE;
  PERFORM 1 FROM clubs WHERE uid IN (SELECT current_club_id FROM players WHERE uid = ANY (changed))
    ORDER BY uid FOR SHARE;
  INSERT INTO player_list_json (player_id, own, contact, named, date_of_birth)
  SELECT players.uid, left((${own})::text, -1), json_members(${contactPart}), json_members(${named}),
    players.date_of_birth
  FROM players WHERE players.uid = ANY (changed)
  ON CONFLICT (player_id) DO UPDATE SET own = excluded.own, contact = excluded.contact, named = excluded.named,
    date_of_birth = excluded.date_of_birth;
END
`,
  // The shape changed: every player's stored JSON is written again in the new one.
  afterReplace: 'SELECT refresh_player_list_json(ARRAY(SELECT uid FROM players))',
}

export const functions: DbFunction[] = [
  /**
   * A JSON object's members without its braces: '{"a":1,"b":2}' gives ',"a":1,"b":2', to be joined after other
   * members (an object of no members gives '').
   */
  {
    name: 'json_members',
    args: 'object json',
    returns: 'text',
    language: 'sql',
    attributes: 'IMMUTABLE',
    body: `
  SELECT CASE WHEN length(object::text) > 2 THEN ',' || substr(object::text, 2, length(object::text) - 2) ELSE '' END
`,
  },
  {
    name: 'player_list_json_after_players',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
BEGIN
  PERFORM refresh_player_list_json(ARRAY(SELECT uid FROM written_players));
  RETURN NULL;
END `,
  },
  /**
   * A player leaving a country or club (a move, a deletion) share-locks the one he leaves, before his row changes:
   * a rename of it at the same moment then either waits for him to be gone, or has written his JSON already and
   * this write waits for it (then writes his JSON again itself). Without it, a rename could write his JSON from his
   * old row over the new one, or re-insert the JSON of a player being deleted. (The ones he joins are locked by
   * refresh_player_list_json.)
   */
  {
    name: 'player_list_json_before_leaving',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
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
END `,
  },
  /**
   * A country or club renamed: its players are written again. (A picture's uploads row, thumbnail included, is
   * written before the player's picture points at it and never changes after: the player's own write covers it.)
   */
  {
    name: 'player_list_json_after_rename',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
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
END `,
  },
  refreshPlayerListJson,
]

export const triggers: DbTrigger[] = [
  {
    name: 'players_list_json_insert',
    table: 'players',
    definition:
      'CREATE TRIGGER players_list_json_insert AFTER INSERT ON public.players REFERENCING NEW TABLE AS written_players FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_players()',
  },
  {
    name: 'players_list_json_update',
    table: 'players',
    definition:
      'CREATE TRIGGER players_list_json_update AFTER UPDATE ON public.players REFERENCING NEW TABLE AS written_players FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_players()',
  },
  {
    name: 'players_list_json_leaving',
    table: 'players',
    definition:
      'CREATE TRIGGER players_list_json_leaving BEFORE DELETE OR UPDATE OF nationality_id, current_club_id ON public.players FOR EACH ROW EXECUTE FUNCTION player_list_json_before_leaving()',
  },
  {
    name: 'countries_list_json_rename',
    table: 'countries',
    definition:
      'CREATE TRIGGER countries_list_json_rename AFTER UPDATE ON public.countries REFERENCING OLD TABLE AS renamed_before NEW TABLE AS renamed_after FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_rename()',
  },
  {
    name: 'clubs_list_json_rename',
    table: 'clubs',
    definition:
      'CREATE TRIGGER clubs_list_json_rename AFTER UPDATE ON public.clubs REFERENCING OLD TABLE AS renamed_before NEW TABLE AS renamed_after FOR EACH STATEMENT EXECUTE FUNCTION player_list_json_after_rename()',
  },
]
