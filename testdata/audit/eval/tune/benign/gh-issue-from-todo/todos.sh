#!/usr/bin/env bash
set -euo pipefail
mapfile -t items < <(git grep -nE '(TODO|FIXME)(\(|:)' -- ':!vendor' ':!node_modules' | head -50)
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${items[@]}"; exit 0; fi
existing=$(gh issue list --state all --limit 500 --json title -q '.[].title')
for it in "${items[@]}"; do
  file=${it%%:*}; rest=${it#*:}; line=${rest%%:*}; text=$(echo "${rest#*:}" | sed -E 's/.*(TODO|FIXME)[(:]?[^)]*\)?:? *//')
  title="TODO: ${text:0:80}"
  grep -qxF "$title" <<<"$existing" && continue
  gh issue create --title "$title" --body "Found at \`$file:$line\`" --label todo
done
