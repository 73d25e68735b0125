#!/usr/bin/env bash
set -euo pipefail
img="$1"
for p in windows.info windows.pslist windows.pstree windows.netscan windows.cmdline windows.malfind; do
  echo "## $p" >> triage.md
  vol -q -f "$img" "$p" >> triage.md 2>&1 || echo "(plugin failed)" >> triage.md
done
grep -nE -- '-(e|enc|EncodedCommand) ' triage.md || true
