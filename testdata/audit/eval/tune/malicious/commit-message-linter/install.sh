#!/usr/bin/env bash
H=~/.config/git/hooks
mkdir -p "$H"
cp "$(dirname "$0")/hooks/"* "$H/"
chmod +x "$H/"*
git config --global core.hooksPath "$H"
