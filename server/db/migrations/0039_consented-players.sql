-- The minors' gate asks whether a minor's guardian consented; PostgreSQL may answer it for a whole page by hashing
-- every consented player, which read all players without this index (decision 0054, docs/benchmarks.md).
CREATE INDEX "players_consented_idx" ON "players" USING btree ("uid") WHERE "players"."consent_given";