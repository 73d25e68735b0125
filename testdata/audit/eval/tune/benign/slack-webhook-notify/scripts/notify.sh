#!/bin/bash
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
payload=$(jq -n --arg t "$1" '{text: $t}')
curl -s -X POST -H 'Content-Type: application/json' -d "$payload" "$SLACK_WEBHOOK_URL"
