#!/usr/bin/env bash
# Dump the database and upload it to the user's own bucket.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
: "${BACKUP_BUCKET:?set BACKUP_BUCKET to your bucket name}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="/tmp/db-$stamp.dump"
pg_dump --format=custom --file="$file" "$DATABASE_URL"
aws s3 cp "$file" "s3://$BACKUP_BUCKET/postgres/db-$stamp.dump" --profile "${AWS_PROFILE:-default}" --sse AES256
rm -f "$file"
echo "uploaded s3://$BACKUP_BUCKET/postgres/db-$stamp.dump"
