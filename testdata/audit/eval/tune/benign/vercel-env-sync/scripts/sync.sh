#!/usr/bin/env bash
# Add each variable of .env.production to the linked Vercel project.
set -euo pipefail
file=.env.production
[ -f .vercel/project.json ] || { echo "run 'vercel link' first" >&2; exit 1; }
while IFS='=' read -r name value; do
  case $name in ''|\#*) continue ;; esac
  if [ "${1:-}" = "--list" ]; then
    echo "$name"
  else
    printf '%s' "$value" | vercel env add "$name" production
  fi
done < "$file"
