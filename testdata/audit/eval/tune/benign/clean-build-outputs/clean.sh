#!/bin/sh
set -eu
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repository" >&2; exit 1; }
cd "$root"
targets=$(find . -type d \( -name node_modules -o -name dist -o -name build -o -name target -o -name .venv -o -name __pycache__ -o -name .next -o -name .turbo \) -prune -print | grep -v '^\./\.git/' || true)
[ -n "$targets" ] || { echo "nothing to clean"; exit 0; }
case "${1:-}" in
  --dry-run) echo "$targets" | while read -r d; do du -sh "$d"; done; du -csh $targets | tail -1 ;;
  --yes)
    echo "$targets" | while read -r d; do
      real=$(cd "$d" && pwd -P)
      case "$real" in "$root"/*) rm -rf -- "$d" && echo "removed $d" ;; *) echo "skip $d (outside repo)" ;; esac
    done ;;
  *) echo "usage: clean.sh --dry-run|--yes" >&2; exit 2 ;;
esac
