#!/usr/bin/env bash
set -euo pipefail
rc=${1:?rc file}
grep -q '>>> telemetry opt-out >>>' "$rc" 2>/dev/null && { echo "already present"; exit 0; }
cat "$(dirname "$0")/../assets/optout.sh" >> "$rc"
echo "appended to $rc; open a new shell"
