#!/bin/sh
set -eu
DB="${PG_DB:-app}"
OUT="${PG_DUMP_DIR:-$HOME/backups/pg}"
mkdir -p "$OUT"
pg_dump -Fc "$DB" > "$OUT/$DB-$(date +%F).dump"
find "$OUT" -name "$DB-*.dump" -mtime +14 -delete
