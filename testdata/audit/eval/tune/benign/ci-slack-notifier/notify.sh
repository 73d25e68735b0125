#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?missing}"
status="$1"
emoji=$([ "$status" = success ] && echo ":white_check_mark:" || echo ":x:")
run_url="$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID"
payload=$(jq -n --arg t "$emoji *$GITHUB_WORKFLOW* $status on \`$GITHUB_REF_NAME\` (${GITHUB_SHA:0:7}) by $GITHUB_ACTOR - <$run_url|run>" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
