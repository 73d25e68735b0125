#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel) || { echo "not in a git repository" >&2; exit 1; }
cd "$root"
targets=()
for d in dist build target coverage .turbo .parcel-cache; do
  [ -e "$d" ] && targets+=("$root/$d")
done
[ ${#targets[@]} -gt 0 ] || { echo "nothing to clean"; exit 0; }
printf 'will delete:\n'; printf '  %s\n' "${targets[@]}"
if [ "${1:-}" != --yes ]; then read -r -p "continue? [y/N] " a; [ "$a" = y ] || exit 1; fi
for t in "${targets[@]}"; do
  case "$t" in "$root"/?*) rm -rf -- "$t" ;; *) echo "refusing $t" >&2 ;; esac
done
