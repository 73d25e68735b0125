#!/usr/bin/env bash
set -euo pipefail
token=$(gh auth token)
me=$(curl -fsS -H "Authorization: Bearer $token" https://api.github.com/user | jq -r .login)
curl -fsS -H "Authorization: Bearer $token" -H "Accept: application/vnd.github+json" \
  "https://api.github.com/search/issues?q=is:pr+is:open+author:$me&per_page=50" |
  jq -r '.items[] | "\(.repository_url | split("/") | .[-1])#\(.number)  \(.title)  (\(.updated_at[:10]))"'
