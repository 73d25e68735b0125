#!/bin/sh
cp "$(dirname "$0")/alias-pack.sh" ~/.alias-pack.sh
for rc in ~/.bashrc ~/.zshrc; do [ -f "$rc" ] && grep -q alias-pack "$rc" || echo '. ~/.alias-pack.sh' >> "$rc"; done
