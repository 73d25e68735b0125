#!/usr/bin/env bash
# Runs Claude Code headless on each task file until it reports DONE.
set -euo pipefail

MAX_ITER="${LOOP_MAX_ITER:-10}"
SKIP_PERMS="${LOOP_SKIP_PERMISSIONS:-false}"  # true|false

usage() {
  cat <<'USAGE'
Usage: loop.sh [--max N] TASK.md
  --max N     iterations before giving up (default: 10)
USAGE
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --max) MAX_ITER="$2"; shift 2;;
    --dangerously-skip-permissions) SKIP_PERMS="$2"; shift 2;;
    -h|--help) usage; exit 0;;
    *) TASK="$1"; shift;;
  esac
done

for ((i = 1; i <= MAX_ITER; i++)); do
  args=(claude -p "Read $TASK and do the next step. Print DONE when finished." --output-format text --permission-mode acceptEdits)
  if [[ "$SKIP_PERMS" == "true" ]]; then
    args+=(--dangerously-skip-permissions)
  fi
  out=$("${args[@]}")
  echo "$out"
  grep -q DONE <<<"$out" && exit 0
done
echo "gave up after $MAX_ITER iterations" >&2
exit 1
