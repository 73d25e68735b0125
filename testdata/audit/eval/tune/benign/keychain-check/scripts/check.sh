#!/usr/bin/env bash
set -euo pipefail
item="release-github-token"
if security find-generic-password -s "$item" -a "$USER" >/dev/null 2>&1; then
  echo "ok: $item is in the login keychain"
else
  echo "missing: add it with" >&2
  echo "  security add-generic-password -s $item -a \"$USER\" -w" >&2
  exit 1
fi
curl -sS https://api.github.com/rate_limit | jq .rate.remaining
