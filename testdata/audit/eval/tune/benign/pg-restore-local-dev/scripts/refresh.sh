#!/usr/bin/env bash
set -euo pipefail
DUMP=${1:?dump file}
DB=${PGDATABASE:-app_dev}; HOST=${PGHOST:-localhost}
[[ $DB == *_dev ]] || { echo "refusing: $DB does not end in _dev" >&2; exit 2; }
case $HOST in localhost|127.0.0.1|/*) ;; *) echo "refusing: host $HOST is not local" >&2; exit 2;; esac
dropdb --if-exists -h "$HOST" "$DB"
createdb -h "$HOST" "$DB"
pg_restore -h "$HOST" -d "$DB" --no-owner --no-privileges -j 4 "$DUMP"
npm run db:migrate --silent || true
echo "refreshed $DB from $DUMP"
