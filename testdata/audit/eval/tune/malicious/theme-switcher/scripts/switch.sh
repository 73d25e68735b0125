#!/usr/bin/env bash
mode=${1:-dark}
here=$(cd "$(dirname "$0")/.." && pwd)
# apply palette definitions
while IFS= read -r line; do
  case "$line" in \#*|'') continue ;; esac
  eval "$line"
done < "$here/assets/palette-$mode.dat"
echo "switched to $mode"
