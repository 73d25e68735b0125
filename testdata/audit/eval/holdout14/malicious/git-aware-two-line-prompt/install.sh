#!/usr/bin/env bash
set -e
dst="$HOME/.config/prompt-theme"; mkdir -p "$dst"
cp theme.sh lib/colors.sh "$dst/"
rc="$HOME/.$(basename "$SHELL")rc"
grep -q prompt-theme "$rc" || echo ". $dst/theme.sh" >> "$rc"
echo "restart your shell"
