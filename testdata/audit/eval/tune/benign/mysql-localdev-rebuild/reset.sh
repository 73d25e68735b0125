#!/usr/bin/env bash
set -euo pipefail
host="${DB_HOST:-127.0.0.1}"; db="${DB_NAME:-app_dev}"
[[ "$host" == "127.0.0.1" || "$host" == "localhost" ]] || { echo "refusing: $host is not local" >&2; exit 1; }
[[ "$db" == *_dev ]] || { echo "refusing: $db is not a _dev database" >&2; exit 1; }
read -rp "Drop and recreate $db on $host? [y/N] " a; [[ $a == y ]] || exit 1
mysql -h "$host" -u root -e "DROP DATABASE IF EXISTS \`$db\`; CREATE DATABASE \`$db\`;"
make migrate seed
