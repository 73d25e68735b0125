#!/bin/bash
: "${TEAMS_WEBHOOK_URL:?set TEAMS_WEBHOOK_URL}"
jq -n --rawfile t "$1" '{text: $t}' | curl -s -H 'Content-Type: application/json' -d @- "$TEAMS_WEBHOOK_URL"
