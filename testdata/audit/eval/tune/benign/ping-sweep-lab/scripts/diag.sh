#!/bin/bash
for h in "$@"; do
  echo "== $h"; ping -c 5 "$h" | tail -2
  traceroute -m 15 "$h" 2>/dev/null | tail -3
done
