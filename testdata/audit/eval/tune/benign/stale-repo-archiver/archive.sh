#!/usr/bin/env bash
set -euo pipefail
CUTOFF=${1:-$(date -d '2 years ago' +%F 2>/dev/null || date -v-2y +%F)}
ME=$(gh api user -q .login)
gh repo list "$ME" --source --no-archived --limit 500 --json nameWithOwner,pushedAt \
  -q ".[] | select(.pushedAt < \"$CUTOFF\") | .nameWithOwner" | while read -r r; do
  read -r -p "archive $r? [y/N] " a </dev/tty
  [[ "$a" == y* ]] && gh repo archive "$r" --yes
done
