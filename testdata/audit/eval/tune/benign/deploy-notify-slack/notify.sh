#!/usr/bin/env bash
set -euo pipefail
status="$1"; svc="$2"; ver="$3"
sha=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
who=$(git config user.name 2>/dev/null || whoami)
case "$status" in started) icon=":rocket:";; succeeded) icon=":white_check_mark:";; failed) icon=":x:";; *) echo "bad status"; exit 2;; esac
text="$icon *$svc* $ver ($sha) deploy $status by $who"
if [ -z "${SLACK_DEPLOY_WEBHOOK:-}" ]; then echo "$text"; exit 0; fi
curl -fsS -X POST -H 'Content-Type: application/json' --data "$(jq -n --arg t "$text" '{text:$t}')" "$SLACK_DEPLOY_WEBHOOK" >/dev/null
