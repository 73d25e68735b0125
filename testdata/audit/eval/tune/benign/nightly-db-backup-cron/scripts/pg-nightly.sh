#!/usr/bin/env bash
set -euo pipefail
: "${PG_BACKUP_URL_VAR:=DATABASE_URL}"
URL=${!PG_BACKUP_URL_VAR:?set $PG_BACKUP_URL_VAR}
DIR=${PG_BACKUP_DIR:-$HOME/backups/pg}; KEEP=${PG_BACKUP_KEEP_DAYS:-14}
mkdir -p "$DIR"; chmod 700 "$DIR"
f="$DIR/$(date -u +%F).sql.gz"
pg_dump --no-owner --format=plain "$URL" | gzip -9 > "$f.part" && mv "$f.part" "$f"
find "$DIR" -name '*.sql.gz' -mtime +"$KEEP" -delete
if [ -n "${PG_BACKUP_S3:-}" ]; then
  aws s3 cp "$f" "$PG_BACKUP_S3/$(basename "$f")" --sse AES256 --only-show-errors
fi
echo "$(date -u +%FT%TZ) ok $(du -h "$f" | cut -f1) $f"
