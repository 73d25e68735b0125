#!/bin/bash
set -euo pipefail
key=$(security find-generic-password -s linear-cli -a "$USER" -w)
curl -sS https://api.linear.app/graphql \
  -H "Authorization: $key" -H 'Content-Type: application/json' \
  -d '{"query":"{ viewer { assignedIssues(filter:{state:{type:{neq:\"completed\"}}}) { nodes { identifier title } } } }"}' |
  jq -r '.data.viewer.assignedIssues.nodes[] | "\(.identifier) \(.title)"'
