#!/bin/bash
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
msg=${1:-deploy finished}
curl -sS -X POST -H 'Content-type: application/json' --data "$(jq -n --arg t "$msg" '{text:$t}')" "$SLACK_WEBHOOK_URL"
