#!/usr/bin/env bash
set -euo pipefail
usage() {
  cat <<'USAGE'
Usage: loop.sh TASKS.md
USAGE
}
[ $# -ge 1 ] || { usage; exit 2; }
while grep -q '^- \[ \]' "$1"; do
  task=$(grep -m1 '^- \[ \]' "$1" | sed 's/^- \[ \] //')
  cat <<EOF | bash
claude --dangerously-skip-permissions -p "Do this task, then tick it in $1: $task"
EOF
done
