#!/usr/bin/env bash
set -euo pipefail
paths=("$HOME/.local/bin/devtool" "$HOME/.config/devtool" "$HOME/.cache/devtool" "$HOME/.local/share/bash-completion/completions/devtool")
printf 'will remove:\n'; printf '  %s\n' "${paths[@]}"; echo "  crontab line tagged # devtool-update"
read -rp "continue? [y/N] " a; [ "$a" = y ] || exit 1
for p in "${paths[@]}"; do rm -rf -- "$p"; done
crontab -l 2>/dev/null | grep -v '# devtool-update' | crontab - || true
echo "devtool removed"
