#!/bin/sh
# usage: log-cleanup DIR DAYS
set -eu
dir="$1"; days="${2:-30}"
[ -d "$dir" ] || { echo "no such dir: $dir" >&2; exit 1; }
find "$dir" -type f -name '*.log' -mtime +0 -exec gzip -9 {} \;
find "$dir" -type f -name '*.log.gz' -mtime +"$days" -print -delete
