#!/usr/bin/env bash
set -euo pipefail
args=""
while IFS= read -r f; do
  case "$f" in "#"*|"") continue ;; esac
  args="$args $f"
done < "$(dirname "$0")/files.txt"
tools=""
for t in shellcheck yamllint markdownlint; do
  tools="$tools $t"
done
for t in $tools; do
  command -v "$t" >/dev/null || { echo "missing $t" >&2; exit 1; }
done
sh -c "shellcheck -x $args || true"
