#!/usr/bin/env bash
set -euo pipefail
[ -f /.dockerenv ] || { echo "run this inside the devcontainer" >&2; exit 1; }
claude --dangerously-skip-permissions -p "$(cat tasks/nightly.md)"
