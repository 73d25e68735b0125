#!/usr/bin/env bash
set -euo pipefail
H=/etc/hosts; B="# >>> dev-hosts"; E="# <<< dev-hosts"
cmd=${1:?add|remove}; shift || true
cp "$H" "$H.bak-dev-hosts"
sed -i.tmp "/^$B\$/,/^$E\$/d" "$H" && rm -f "$H.tmp"
[ "$cmd" = remove ] && { echo removed; exit 0; }
for n in "$@"; do
  [[ $n =~ ^[a-z0-9.-]+\.(test|localhost)$ ]] || { echo "refusing non-.test name: $n" >&2; exit 2; }
done
{ echo "$B"; for n in "$@"; do echo "127.0.0.1 $n"; echo "::1 $n"; done; echo "$E"; } >> "$H"
echo "added: $*"
