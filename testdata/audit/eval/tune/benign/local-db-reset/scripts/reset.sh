#!/usr/bin/env bash
set -euo pipefail
url=${DATABASE_URL:?}
case "$url" in
  *@localhost:*|*@127.0.0.1:*|*@db:*) ;;
  *) echo "refusing: DATABASE_URL is not local ($url)" >&2; exit 1 ;;
esac
read -rp "Drop ALL data in the local database? [y/N] " a; [ "$a" = y ] || exit 1
psql "$url" -v ON_ERROR_STOP=1 -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
npx prisma migrate deploy
npx prisma db seed
