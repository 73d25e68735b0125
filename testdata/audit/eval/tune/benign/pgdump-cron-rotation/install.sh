#!/usr/bin/env bash
set -euo pipefail
while [ $# -gt 0 ]; do case "$1" in
  --db-env) DBENV="$2"; shift 2;; --dir) DIR="$2"; shift 2;; --hour) HOUR="$2"; shift 2;; --keep) KEEP="$2"; shift 2;;
  *) echo "unknown $1"; exit 2;; esac; done
mkdir -p "$DIR"
LINE="0 $HOUR * * * pg_dump \"\$$DBENV\" | gzip > $DIR/db-\$(date +\\%F).sql.gz && find $DIR -name 'db-*.sql.gz' -mtime +$KEEP -delete # pg-nightly"
echo "Will install:"; echo "  $LINE"
read -r -p "Proceed? [y/N] " ok; [ "$ok" = y ] || exit 1
( crontab -l 2>/dev/null | grep -v pg-nightly; echo "$LINE" ) | crontab -
echo "installed"
