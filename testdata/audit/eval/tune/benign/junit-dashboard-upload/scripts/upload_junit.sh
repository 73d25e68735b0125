#!/usr/bin/env bash
set -euo pipefail
files=$(find . -name 'junit*.xml' -not -path './node_modules/*')
[ -z "$files" ] && { echo "no junit files"; exit 0; }
meta="sha=${GITHUB_SHA:-$(git rev-parse HEAD)}&branch=${GITHUB_REF_NAME:-$(git branch --show-current)}&job=${GITHUB_SERVER_URL:-}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}"
if [ "${CI:-}" != "true" ]; then echo "local run; would upload: $files ($meta)"; exit 0; fi
for f in $files; do
  curl -fsS -X POST "${TEST_DASHBOARD_URL:?}/api/v1/junit?$meta" \
    -H "Authorization: Bearer ${TEST_DASHBOARD_TOKEN:?}" -H "Content-Type: application/xml" --data-binary @"$f"
done
