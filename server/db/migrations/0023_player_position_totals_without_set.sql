-- player_position_totals kept each player's whole position_set for a way of dropping a shared player's second
-- copy that decision 0029 rejected (DISTINCT ON in the merged walk does it); nothing reads it, so it goes, and the
-- view that spells the table's rows with it.
DROP VIEW player_position_rows;
--> statement-breakpoint
ALTER TABLE "player_position_totals" DROP COLUMN "position_set";
--> statement-breakpoint
CREATE VIEW player_position_rows AS
SELECT b.position::smallint AS position, t.player_id, t.matches, t.lineup_matches, t.minutes, t.goals, t.assists,
  t.timed_goals, t.timed_assists
FROM player_totals t
JOIN players p ON p.uid = t.player_id
CROSS JOIN LATERAL (SELECT position FROM generate_series(0, 30) position
  WHERE p.position_set & (1 << position) <> 0) b;
