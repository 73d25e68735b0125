#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}"
HOST=$(python3 -c "import urllib.parse,os;print(urllib.parse.urlparse(os.environ['DATABASE_URL']).hostname)")
DB=$(python3 -c "import urllib.parse,os;print(urllib.parse.urlparse(os.environ['DATABASE_URL']).path.lstrip('/'))")
[[ "$HOST" == localhost || "$HOST" == 127.0.0.1 ]] || { echo "refusing: not local"; exit 1; }
[[ "$DB" == *_dev ]] || { echo "refusing: $DB is not a *_dev database"; exit 1; }
mkdir -p .db-backups && pg_dump "$DATABASE_URL" > ".db-backups/$DB-$(date +%s).sql"
read -r -p "Drop and recreate $DB? [y/N] " a; [[ "$a" == y* ]] || exit 1
dropdb --if-exists -h "$HOST" "$DB" && createdb -h "$HOST" "$DB"
npx prisma migrate deploy && npx prisma db seed
