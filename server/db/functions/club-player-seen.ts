import type { DbFunction, DbTrigger } from './db-object'

// What a club sees of each player it holds values of (club_player_seen, server/db/schema/club-player-seen.ts):
// written again in the transaction of every write that changes either side of it.

/**
 * The lock a write of club_player_seen holds (decision 0055): an import takes it alone before it writes the
 * club's values again (club-values.ts `refreshClubFacts`), a community edit shared. Without it an edit and an
 * import of the same player at once could each read the other's side as it was before, and leave a row that
 * mixes the club's old value with the community's new one (or the reverse) until the next write.
 */
export const CLUB_PLAYER_SEEN_LOCK = `hashtextextended('scoutline:club-player-seen', 0)`

export const functions: DbFunction[] = [
  /**
   * The rows of these players written again from their club values (club_player_facts) over their community
   * values (players), for one club (an import or its undo) or for every club that holds them (`club` null: a
   * community edit). A value neither side has stays null: a condition on it never matches.
   * (Migration 0040.)
   */
  {
    name: 'club_player_seen_write',
    args: 'club uuid, changed uuid[]',
    returns: 'void',
    language: 'plpgsql',
    body: `
BEGIN
  DELETE FROM club_player_seen s WHERE s.player_uid = ANY (changed) AND (club IS NULL OR s.owner_uid = club);
  INSERT INTO club_player_seen (owner_uid, player_uid, height_cm, weight_kg, preferred_foot, contract_expires,
      market_value, market_value_currency, on_loan, passports)
    SELECT f.owner_uid, f.player_uid, coalesce(f.height_cm, p.height_cm), coalesce(f.weight_kg, p.weight_kg),
      coalesce(f.preferred_foot, p.preferred_foot), coalesce(f.contract_expires, p.contract_expires),
      coalesce(f.market_value, p.market_value), coalesce(f.market_value_currency, p.market_value_currency),
      coalesce(f.on_loan, p.on_loan), coalesce(f.passports, p.passports)
    FROM club_player_facts f JOIN players p ON p.uid = f.player_uid
    WHERE f.player_uid = ANY (changed) AND (club IS NULL OR f.owner_uid = club);
END `,
  },
  /**
   * Players whose community recruitment values changed: the rows of every club that holds them written again,
   * under the shared lock (CLUB_PLAYER_SEEN_LOCK). A change of any other field costs one comparison per player.
   * (Migration 0040.)
   */
  {
    name: 'club_player_seen_after_player_update',
    args: '',
    returns: 'trigger',
    language: 'plpgsql',
    body: `
DECLARE
  changed uuid[] := ARRAY(SELECT a.uid FROM added_players a JOIN removed_players r ON r.uid = a.uid
    WHERE (a.height_cm, a.weight_kg, a.preferred_foot, a.contract_expires, a.market_value,
      a.market_value_currency, a.on_loan, a.passports)
    IS DISTINCT FROM (r.height_cm, r.weight_kg, r.preferred_foot, r.contract_expires, r.market_value,
      r.market_value_currency, r.on_loan, r.passports));
BEGIN
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock_shared(${CLUB_PLAYER_SEEN_LOCK});
  PERFORM club_player_seen_write(NULL, changed);
  RETURN NULL;
END `,
  },
]

export const triggers: DbTrigger[] = [
  {
    name: 'players_club_seen_update',
    table: 'players',
    definition:
      'CREATE TRIGGER players_club_seen_update AFTER UPDATE ON public.players REFERENCING OLD TABLE AS removed_players NEW TABLE AS added_players FOR EACH STATEMENT EXECUTE FUNCTION club_player_seen_after_player_update()',
  },
]
