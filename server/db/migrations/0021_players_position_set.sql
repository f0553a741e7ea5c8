-- A player's positions, main and others, as one integer: a bit for each position code, in the order of
-- server/domain/players/position-set.ts `BIT_ORDER` (a test holds the two lists to agreeing and to covering every
-- code of the contract). "Plays one of these" is then one AND on a number read from players_filter_idx, where an
-- array overlap per index entry cost 60 % of the filtered list's scan at 1,000,000 players (decision 0028). An
-- unknown code sets no bit; a new code goes at the END of both lists (a bit never changes meaning).
CREATE FUNCTION position_set(main text, others text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1 << (array_position(
    ARRAY['GK','DF','RB','CB','LB','RWB','LWB','MF','CDM','CM','CAM','RM','LM','FW','RW','LW','CF','ST'], code) - 1)), 0)
  FROM unnest(array_append(others, main)) code
$$;
--> statement-breakpoint
DROP INDEX "players_filter_idx";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "position_set" integer GENERATED ALWAYS AS (position_set(main_position, positions)) STORED NOT NULL;--> statement-breakpoint
-- One nationality's players in the list's order, for its page without sorting them all (decision 0028).
CREATE INDEX "players_nationality_alphabetical_idx" ON "players" USING btree ("nationality_id",lower("name"),"uid","date_of_birth","position_set","name");--> statement-breakpoint
CREATE INDEX "players_filter_idx" ON "players" USING btree ("nationality_id","date_of_birth","position_set","name","uid");