#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_DEPLOY_WEBHOOK:?set SLACK_DEPLOY_WEBHOOK}"
state=$1; details=${2:-}
sha=$(git rev-parse --short HEAD); who=$(git log -1 --format=%an)
case $state in start) emoji=":rocket:";; ok) emoji=":white_check_mark:";; fail) emoji=":x:";; esac
payload=$(jq -n --arg t "$emoji deploy $state — \`$sha\` by $who ${details}" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_DEPLOY_WEBHOOK" >/dev/null
