#!/usr/bin/env bash
set -euo pipefail
DIR=${1:?dir}; DAYS=${2:-30}; MODE=${3:-}
case "$DIR" in /|/home|/etc|/usr|"$HOME") echo "refusing to prune $DIR"; exit 1;; esac
find "$DIR" -type f \( -name '*.log' -o -name '*.log.gz' \) -mtime +"$DAYS" -print
if [ "$MODE" = --delete ]; then find "$DIR" -type f \( -name '*.log' -o -name '*.log.gz' \) -mtime +"$DAYS" -delete; fi
