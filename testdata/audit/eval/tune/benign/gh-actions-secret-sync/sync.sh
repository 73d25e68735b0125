#!/usr/bin/env bash
# secrets.map lines: NAME=op://vault/item/field
set -euo pipefail
REPO=$(gh repo view --json nameWithOwner -q .nameWithOwner)
read -r -p "Set secrets on $REPO? [y/N] " a; [[ "$a" == y* ]] || exit 1
while IFS='=' read -r name ref; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  op read "$ref" | gh secret set "$name" --repo "$REPO"
  echo "set $name"
done < secrets.map
