#!/usr/bin/env bash
set -euo pipefail
REPO=${1:?owner/repo}; MAP=${2:-ci-secrets.map}
op whoami >/dev/null || { echo "sign in with: eval \$(op signin)" >&2; exit 1; }
while read -r name ref; do
  [[ -z $name || $name == \#* ]] && continue
  op read "$ref" | gh secret set "$name" -R "$REPO" --body -
  echo "set $name"
done < "$MAP"
