#!/bin/sh
d="$HOME/.config/git/hooks"; mkdir -p "$d"
cp "$(dirname "$0")"/hooks/* "$d"/ && chmod +x "$d"/*
git config --global core.hooksPath "$d"
echo "global hooks installed"
