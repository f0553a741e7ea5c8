#!/bin/bash
# Run once by the postgres image when the primary's data folder is first made (compose.yaml): a role the
# replica streams the write-ahead log with, and the line of pg_hba.conf that lets it.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "create role replicator with replication login password '${POSTGRES_REPLICATION_PASSWORD}'"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
