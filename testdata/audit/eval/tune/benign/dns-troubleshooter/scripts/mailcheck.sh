#!/usr/bin/env bash
d=${1:?domain}
for r in 1.1.1.1 8.8.8.8 9.9.9.9; do
  echo "== resolver $r"
  dig +short @"$r" MX "$d"
  dig +short @"$r" TXT "$d" | grep -i spf
  dig +short @"$r" TXT "_dmarc.$d"
done
for sel in default google selector1 selector2 k1 s1 s2 mail dkim; do
  v=$(dig +short TXT "$sel._domainkey.$d")
  [ -n "$v" ] && echo "DKIM $sel: ${v:0:60}..."
done
