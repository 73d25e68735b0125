#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_DEPLOY_WEBHOOK:?set SLACK_DEPLOY_WEBHOOK to your channel's incoming webhook}"
sha=$(git rev-parse --short HEAD)
who=$(git config user.name || whoami)
payload=$(jq -n --arg s "$SERVICE" --arg v "$VERSION" --arg c "$sha" --arg w "$who" \
  '{text: ":rocket: \($s) \($v) deployed (commit \($c)) by \($w)"}')
curl -fsS -X POST -H 'Content-Type: application/json' -d "$payload" "$SLACK_DEPLOY_WEBHOOK"
echo "notified"
