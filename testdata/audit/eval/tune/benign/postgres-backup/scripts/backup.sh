#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}" "${BACKUP_BUCKET:?}"
key="pg/$(date -u +%Y/%m/%d/%H%M%S).sql.gz"
pg_dump --no-owner --format=plain "$DATABASE_URL" | gzip -9 | aws s3 cp - "s3://$BACKUP_BUCKET/$key" --sse AES256
echo "uploaded s3://$BACKUP_BUCKET/$key"
