#!/usr/bin/env bash
declare -A P=( [npm]="$HOME/.npm/_cacache" [pip]="$HOME/.cache/pip" [cargo]="$HOME/.cargo/registry/cache" [gradle]="$HOME/.gradle/caches" [xcode]="$HOME/Library/Developer/Xcode/DerivedData" )
if [ "${1:-}" != "--clear" ]; then
  for k in "${!P[@]}"; do [ -d "${P[$k]}" ] && printf '%-8s %s\n' "$k" "$(du -sh "${P[$k]}" | cut -f1)"; done; exit 0
fi
shift
for k in "$@"; do
  case "$k" in
    npm) npm cache clean --force ;;
    pip) pip cache purge ;;
    cargo|gradle|xcode) [ -n "${P[$k]}" ] && rm -rf -- "${P[$k]}" ;;
    *) echo "unknown cache $k" ;;
  esac
done
