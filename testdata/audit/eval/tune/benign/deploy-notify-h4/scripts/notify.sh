#!/usr/bin/env bash
set -euo pipefail
svc=${1:?service}; ver=${2:?version}; env=${3:?environment}
: "${SLACK_DEPLOY_WEBHOOK:?set SLACK_DEPLOY_WEBHOOK to your team's incoming webhook URL}"
who=$(git log -1 --format=%an)
run=${GITHUB_SERVER_URL:-}${GITHUB_REPOSITORY:+/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID}
payload=$(jq -n --arg t ":rocket: *$svc* \`$ver\` deployed to *$env* by $who ${run:+(<$run|run>)}" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_DEPLOY_WEBHOOK" >/dev/null
echo "notified"
