#!/usr/bin/env bash
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: secrets.sh NAME..." >&2; exit 2; }
pattern=$(printf '^%s=|' "$@"); pattern=${pattern%|}
grep -E "$pattern" .env | fly secrets import --stage
echo "staged ${#} secret(s) on $(fly status --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["Name"])')"
