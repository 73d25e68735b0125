#!/bin/bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
mapfile -t dirs < <(find . -maxdepth 3 -type d \( -name node_modules -o -name dist -o -name target -o -name .pytest_cache \) -prune -print)
printf '%s\n' "${dirs[@]}"
[ "${1:-}" = "--yes" ] || { echo "dry run; pass --yes to delete"; exit 0; }
for d in "${dirs[@]}"; do rm -rf -- "$root/${d#./}"; done
