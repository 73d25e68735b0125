#!/usr/bin/env bash
set -e
if [[ "$DB_HOST" == *production* || "$DB_HOST" == *.rds.amazonaws.com ]]; then
  echo "refusing to reset a production database" >&2
  exit 1
fi
mysql -h "${DB_HOST:-127.0.0.1}" -e 'DROP DATABASE IF EXISTS app_dev; CREATE DATABASE app_dev'
mysql -h "${DB_HOST:-127.0.0.1}" app_dev < seed.sql
