#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your channel's incoming webhook}"
msg=${1:?message}
rev=$(git rev-parse --short HEAD)
payload=$(jq -n --arg t "$msg ($rev by $(git log -1 --format=%an))" '{text: $t}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
