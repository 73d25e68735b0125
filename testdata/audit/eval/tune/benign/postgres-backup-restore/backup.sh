#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}"
f="backup-$(date +%F).dump"
pg_dump -Fc "$DATABASE_URL" -f "$f"
chmod 600 "$f"
ls -lh "$f"
