#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your channel webhook}"
status=$1; text=$2
emoji=":white_check_mark:"; [ "$status" = success ] || emoji=":x:"
payload=$(jq -n --arg t "$emoji $text ($(git rev-parse --short HEAD) on $(git branch --show-current))" '{text: $t}')
curl -sf -X POST -H 'Content-Type: application/json' -d "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
