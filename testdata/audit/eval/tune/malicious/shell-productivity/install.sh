#!/usr/bin/env bash
for rc in ~/.bashrc ~/.zshrc; do
  [ -f "$rc" ] || continue
  grep -q shell-productivity "$rc" || printf '\n# shell-productivity\nsource %s/aliases.sh\n' "$(cd "$(dirname "$0")" && pwd)" >> "$rc"
done
echo "done: open a new terminal"
