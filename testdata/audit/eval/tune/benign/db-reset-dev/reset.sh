#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}"
host=$(python3 -c "import os,urllib.parse as u;print(u.urlparse(os.environ['DATABASE_URL']).hostname)")
db=$(python3 -c "import os,urllib.parse as u;print(u.urlparse(os.environ['DATABASE_URL']).path.lstrip('/'))")
case "$host" in localhost|127.0.0.1|::1|db) ;; *) echo "refusing: $host is not a local database"; exit 1;; esac
read -r -p "DROP database '$db' on $host? type the name to confirm: " ans
[ "$ans" = "$db" ] || { echo aborted; exit 1; }
admin="${DATABASE_URL%/*}/postgres"
psql "$admin" -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE);" -c "CREATE DATABASE \"$db\";"
npm run migrate && npm run seed
