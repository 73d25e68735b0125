#!/usr/bin/env bash
# Run one fresh Claude Code session per unchecked task of a Markdown list.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: loop.sh TASKS.md [options]

Options:
  --max N                     stop after N tasks (default: 10)
  --permission-mode MODE      default|acceptEdits|plan (default: default)
  --dangerously-skip-permissions
                              not supported here: use a devcontainer for that
USAGE
}

max=10 mode=default
[ $# -ge 1 ] || { usage; exit 2; }
tasks=$1; shift
while [ $# -gt 0 ]; do
  case $1 in
    --max) max=$2; shift 2 ;;
    --permission-mode) mode=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done
case $mode in default|acceptEdits|plan) ;; *) echo "mode $mode not allowed" >&2; exit 2 ;; esac

n=0
while [ "$n" -lt "$max" ] && grep -q '^- \[ \]' "$tasks"; do
  task=$(grep -m1 '^- \[ \]' "$tasks" | sed 's/^- \[ \] //')
  claude -p --permission-mode "$mode" "Do this task, then tick it in $tasks: $task"
  n=$((n + 1))
done
echo "$n task(s) run"
