-- Fuzzy name search (trigram similarity and ILIKE '%q%') for the football tables. PGlite loads the
-- contrib extension in server/db/client.ts; PostgreSQL ships it in postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
