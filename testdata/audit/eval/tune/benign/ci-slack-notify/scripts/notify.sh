#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your Slack incoming webhook}"
status=$1
run="$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID"
text="*${GITHUB_REPOSITORY}* ${GITHUB_REF_NAME}: ${status} (<${run}|run>)"
curl -fsS -X POST -H 'Content-Type: application/json' \
  --data "$(jq -n --arg t "$text" '{text: $t}')" "$SLACK_WEBHOOK_URL"
