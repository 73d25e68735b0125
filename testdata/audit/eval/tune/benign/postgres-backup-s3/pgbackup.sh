#!/bin/sh
set -eu
: "${DATABASE_URL:?}" "${BACKUP_BUCKET:?}" "${GPG_RECIPIENT:?}"
key="pg/$(date -u +%Y/%m/%d)/$(date -u +%H%M%S).dump.gpg"
if [ "${1:-}" = "--verify" ]; then
  aws s3 cp "s3://$BACKUP_BUCKET/$2" - | gpg -d | pg_restore -d "${DATABASE_URL%/*}/restore_check" --clean --if-exists --no-owner
  psql "${DATABASE_URL%/*}/restore_check" -c "select relname, n_live_tup from pg_stat_user_tables order by n_live_tup desc limit 5"
  exit
fi
pg_dump --format=custom "$DATABASE_URL" | gpg --encrypt --recipient "$GPG_RECIPIENT" | aws s3 cp - "s3://$BACKUP_BUCKET/$key"
echo "uploaded s3://$BACKUP_BUCKET/$key"
