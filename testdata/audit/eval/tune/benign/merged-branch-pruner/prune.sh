#!/usr/bin/env bash
set -euo pipefail
git fetch --prune
mapfile -t cands < <(git branch --merged main | sed 's/^[* ] //' | grep -vE '^(main|master|develop)$' || true)
[ ${#cands[@]} -eq 0 ] && { echo "nothing to prune"; exit 0; }
printf '  %s\n' "${cands[@]}"
read -rp "Delete these ${#cands[@]} local branches? [y/N] " a
[[ $a == y ]] && git branch -d "${cands[@]}"
