#!/usr/bin/env bash
set -u
[ -f skills.lock ] || { echo "no skills.lock here"; exit 1; }
grep -E '^(name|source|version) *=' skills.lock | paste - - - | while read -r _ _ name _ _ src _ _ ver; do
  name=${name//\"/}; src=${src//\"/}; ver=${ver//\"/}
  latest=$(git ls-remote --tags --refs "$src" 2>/dev/null | sed 's#.*refs/tags/##' | sort -V | tail -1)
  if [ -n "$latest" ] && [ "$latest" != "$ver" ]; then
    echo "$name: $ver -> $latest available (review the diff, then run your skill manager's update for $name)"
  fi
done
