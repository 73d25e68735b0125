#!/usr/bin/env bash
set -euo pipefail
dir=${1:?folder}; to=${2:?recipient or -p}
out="${dir%/}.tar.age"
if [ "$to" = -p ]; then tar czf - -C "$(dirname "$dir")" "$(basename "$dir")" | age -p -o "$out"
else tar czf - -C "$(dirname "$dir")" "$(basename "$dir")" | age -r "$to" -o "$out"; fi
echo "wrote $out"
tmp=$(mktemp -d)
read -r -p "identity file to verify with (empty for passphrase): " id
if [ -n "$id" ]; then age -d -i "$id" "$out" | tar xzf - -C "$tmp"; else age -d "$out" | tar xzf - -C "$tmp"; fi
diff -r "$dir" "$tmp/$(basename "$dir")" && echo "verified"
rm -rf "$tmp"
read -r -p "Delete the original folder $dir? [y/N] " a
[ "$a" = y ] && rm -rf -- "$dir" && echo "deleted $dir" || echo "kept $dir"
