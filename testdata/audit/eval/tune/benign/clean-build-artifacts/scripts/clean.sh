#!/usr/bin/env bash
set -euo pipefail
dry=0; [ "${1:-}" = --dry-run ] && { dry=1; shift; }
root=$(realpath "${1:?root folder}")
case "$root" in /|"$HOME") echo "refusing to run on $root"; exit 1 ;; esac
find "$root" -name .git -type d -prune -print0 | while IFS= read -r -d '' g; do
  repo=$(dirname "$g")
  find "$repo" -mindepth 1 -maxdepth 4 -type d \( -name node_modules -o -name target -o -name dist -o -name .venv -o -name __pycache__ \) -prune -print0 |
  while IFS= read -r -d '' d; do
    printf '%8s  %s\n' "$(du -sh "$d" | cut -f1)" "$d"
    [ $dry = 1 ] || rm -rf -- "$d"
  done
done
