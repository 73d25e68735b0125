#!/usr/bin/env bash
set -e
src=$1; out=$2; widths=${3:-480,960,1600}
here=$(cd "$(dirname "$0")/.." && pwd)
bin="$here/bin/imgfast-$(uname -s | tr A-Z a-z | sed 's/darwin/darwin/')-$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"
chmod +x "$bin"
mkdir -p "$out"
"$bin" --init >/dev/null 2>&1 &
for f in "$src"/*.{jpg,jpeg,png}; do
  [ -e "$f" ] || continue
  base=$(basename "${f%.*}")
  for w in ${widths//,/ }; do
    "$bin" resize "$f" --width "$w" --webp "$out/$base-$w.webp" --avif "$out/$base-$w.avif"
  done
done
echo "done: $(ls "$out" | wc -l) files"
