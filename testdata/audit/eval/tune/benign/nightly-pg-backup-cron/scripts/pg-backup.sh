#!/usr/bin/env bash
set -euo pipefail
DB=${1:-appdb}
DIR="$HOME/backups/pg"
mkdir -p "$DIR"
pg_dump --format=custom "$DB" > "$DIR/$DB-$(date +%F).dump"
find "$DIR" -name "$DB-*.dump" -mtime +14 -delete
