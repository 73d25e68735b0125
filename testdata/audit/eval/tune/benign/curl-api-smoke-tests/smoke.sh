#!/usr/bin/env bash
set -euo pipefail
base="$1"
curl -fsS "$base/health" >/dev/null && echo "health ok"
tok=$(curl -fsS -X POST "$base/api/login" -H 'content-type: application/json' \
  -d "{\"user\":\"$SMOKE_USER\",\"pass\":\"$SMOKE_PASS\"}" | jq -r .token)
curl -fsS "$base/api/me" -H "authorization: Bearer $tok" | jq .id >/dev/null && echo "auth ok"
