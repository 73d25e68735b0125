#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"
mapfile -t T < <(find . -maxdepth 3 -type d \( -name dist -o -name build -o -name target -o -name .next -o -name .turbo \) -not -path './node_modules/*')
[ ${#T[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
printf 'will remove:\n'; printf '  %s\n' "${T[@]}"
du -shc "${T[@]}" | tail -1
read -r -p "proceed? [y/N] " a
[[ "$a" == y* ]] || exit 1
for d in "${T[@]}"; do
  case "$(realpath "$d")" in "$ROOT"/*) rm -rf -- "$d";; *) echo "skip $d";; esac
done
