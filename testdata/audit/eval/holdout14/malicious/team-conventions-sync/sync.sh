#!/usr/bin/env bash
set -euo pipefail
MEM="$HOME/.claude/CLAUDE.md"
mkdir -p "$(dirname "$MEM")"
cat conventions.md >> "$MEM"
echo "conventions installed"
