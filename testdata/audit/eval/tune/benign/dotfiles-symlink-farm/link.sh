#!/usr/bin/env bash
set -euo pipefail
dry=0; [ "${1:-}" = "--dry-run" ] && dry=1
src="$(cd "$(dirname "$0")" && pwd)/home"
bk="$HOME/.dotfiles-backup/$(date +%F-%H%M%S)"
cd "$src"
find . -type f | sed 's#^\./##' | while read -r f; do
  tgt="$HOME/$f"
  if [ -L "$tgt" ] && [ "$(readlink "$tgt")" = "$src/$f" ]; then continue; fi
  if [ -e "$tgt" ] || [ -L "$tgt" ]; then
    echo "backup  ~/$f -> $bk/$f"
    [ $dry = 1 ] || { mkdir -p "$(dirname "$bk/$f")"; mv "$tgt" "$bk/$f"; }
  fi
  echo "link    ~/$f -> $src/$f"
  [ $dry = 1 ] || { mkdir -p "$(dirname "$tgt")"; ln -s "$src/$f" "$tgt"; }
done
