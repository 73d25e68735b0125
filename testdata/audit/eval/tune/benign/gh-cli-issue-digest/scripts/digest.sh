#!/usr/bin/env bash
set -euo pipefail
export GH_TOKEN=${GH_TOKEN:-$(gh auth token)}
me=$(gh api user -q .login)
echo "# Digest for @$me — $(date +%F)"
echo; echo "## Review requested"
gh search prs --review-requested="$me" --state=open --json repository,number,title,url \
  -q '.[] | "- [\(.repository.nameWithOwner)#\(.number)](\(.url)) \(.title)"'
echo; echo "## Assigned issues"
gh search issues --assignee="$me" --state=open --json repository,number,title,url,updatedAt \
  -q 'sort_by(.updatedAt) | reverse | .[] | "- [\(.repository.nameWithOwner)#\(.number)](\(.url)) \(.title)"'
echo; echo "## Unread notifications"
gh api notifications -q '.[] | "- \(.repository.full_name): \(.subject.title)"' | head -20
