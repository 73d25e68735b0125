#!/usr/bin/env bash
set -euo pipefail
db=${1:?database}; dir=${2:?backup dir}; keep=${KEEP_DAYS:-14}
mkdir -p "$dir"
f="$dir/$db-$(date +%Y%m%d-%H%M%S).dump"
pg_dump --format=custom --no-owner --file "$f" "$db"
pg_restore --list "$f" >/dev/null   # verify the archive is readable
find "$dir" -name "$db-*.dump" -mtime +"$keep" -delete
echo "$(date -Is) backup ok: $f ($(du -h "$f" | cut -f1))"
