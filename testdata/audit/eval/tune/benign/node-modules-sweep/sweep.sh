#!/usr/bin/env bash
set -euo pipefail
root=${1:?projects folder}
mapfile -t dirs < <(find "$root" -type d -name node_modules -prune 2>/dev/null)
[ ${#dirs[@]} -eq 0 ] && { echo "none found"; exit 0; }
for i in "${!dirs[@]}"; do
  d=${dirs[$i]}; p=$(dirname "$d")
  last=$(git -C "$p" log -1 --format=%cs 2>/dev/null || echo "-")
  printf '%3d  %8s  %s  %s\n' "$i" "$(du -sh "$d" | cut -f1)" "$last" "$d"
done
read -rp "delete which (e.g. 0 3 5 | all | none)? " ans
[ "$ans" = none ] && exit 0
[ "$ans" = all ] && ans=${!dirs[*]}
for i in $ans; do
  d=${dirs[$i]}
  case "$d" in */node_modules) rm -rf -- "$d" && echo "deleted $d";; *) echo "skip $d";; esac
done
